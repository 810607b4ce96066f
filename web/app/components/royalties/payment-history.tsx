import { useTranslation } from 'react-i18next';
import { formatCents, formatDate, formatMonth } from '../../lib/format';
import { cn } from '../../lib/utils';
import { buttonVariants } from '../ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';

export interface PeriodRow {
  period: string;
  stores: string[];
  cents: number;
  postedAt: string;
}

/** One row per sales period a statement credited the user for, with that period's statement to download. */
export function PaymentHistory({ periods, stores }: { periods: readonly PeriodRow[]; stores: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const link = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-8');
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('royalties.history.period')}</TableHead>
          <TableHead>{t('royalties.history.stores')}</TableHead>
          <TableHead className="text-right">{t('royalties.history.amount')}</TableHead>
          <TableHead>{t('royalties.history.posted')}</TableHead>
          <TableHead>{t('royalties.history.statement')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {periods.map((row) => {
          const month = formatMonth(i18n.language, row.period);
          return (
            <TableRow key={row.period} data-period={row.period}>
              <TableCell className="font-medium">{month}</TableCell>
              <TableCell className="whitespace-normal">{row.stores.map((store) => stores[store] ?? store).join(', ')}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(i18n.language, row.cents)}</TableCell>
              <TableCell>{formatDate(i18n.language, row.postedAt)}</TableCell>
              <TableCell>
                <div className="flex gap-2">
                  {(['csv', 'pdf'] as const).map((format) => (
                    <a
                      key={format}
                      href={`/royalties/statements/${row.period}.${format}`}
                      download
                      className={link}
                      aria-label={t(`royalties.history.${format}Label`, { period: month })}
                    >
                      {format.toUpperCase()}
                    </a>
                  ))}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
