import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Table, TableCell, TableHeader, TableRow } from './table';

// A table on wide screens, a list of cards on a phone: each row a card of two columns, each cell with its
// column's heading written above it (the header row is hidden there). Nothing needs to scroll sideways.

export function StackedTable({ className, ...props }: ComponentProps<'table'>) {
  return <Table className={cn('max-sm:block', className)} {...props} />;
}

export function StackedHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <TableHeader className={cn('max-sm:hidden', className)} {...props} />;
}

export function StackedBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('max-sm:grid max-sm:gap-3 [&_tr:last-child]:border-0 max-sm:[&_tr:last-child]:border', className)} {...props} />;
}

export function StackedRow({ className, ...props }: ComponentProps<'tr'>) {
  return <TableRow className={cn('max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:rounded-lg max-sm:border max-sm:p-3', className)} {...props} />;
}

interface StackedCellProps extends ComponentProps<'td'> {
  /** The column's heading, shown above the value on a phone. */
  label?: ReactNode;
  /** Takes the card's whole width on a phone (long text, buttons). */
  wide?: boolean;
}

export function StackedCell({ className, label, wide = false, children, ...props }: StackedCellProps) {
  return (
    <TableCell
      className={cn('max-sm:block max-sm:min-w-0 max-sm:p-0 max-sm:text-left max-sm:whitespace-normal max-sm:break-words', wide && 'max-sm:col-span-2', className)}
      {...props}
    >
      {label ? <span className="block font-sans text-xs font-normal text-muted-foreground sm:hidden">{label}</span> : null}
      {children}
    </TableCell>
  );
}
