import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A determinate progress bar; `value` is 0 to 100. */
export function Progress({ className, value, ...props }: ComponentProps<'div'> & { value: number }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
