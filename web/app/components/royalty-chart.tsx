import { useTranslation } from 'react-i18next';
import { formatCents, formatMonth } from '../lib/format';
import type { MonthTotal } from '../lib/royalty-months';

/**
 * Royalties per month as bars. The bars are hidden from screen readers, which read the same numbers from a table
 * (visually hidden) instead.
 */
export function RoyaltyChart({ months, currency = 'USD' }: { months: readonly MonthTotal[]; currency?: string }) {
  const { t, i18n } = useTranslation();
  const largest = Math.max(1, ...months.map((month) => month.cents));
  return (
    <figure className="grid gap-2">
      <div aria-hidden="true" className="flex h-44 items-end gap-2 border-b pb-px">
        {months.map(({ month, cents }) => (
          <div key={month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs tabular-nums text-muted-foreground">{formatCents(i18n.language, cents, currency)}</span>
            <div
              className="w-full max-w-16 rounded-t-sm bg-primary/80"
              style={{ height: `${Math.max((cents / largest) * 100, cents > 0 ? 2 : 0)}%` }}
              data-month={month}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-2">
        {months.map(({ month }) => (
          <span key={month} className="min-w-0 flex-1 truncate text-center text-xs text-muted-foreground">
            {formatMonth(i18n.language, month)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{t('royalties.chart.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('royalties.chart.month')}</th>
            <th scope="col">{t('royalties.chart.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map(({ month, cents }) => (
            <tr key={month}>
              <th scope="row">{formatMonth(i18n.language, month)}</th>
              <td>{formatCents(i18n.language, cents, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
