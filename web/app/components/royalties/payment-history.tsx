import { useTranslation } from 'react-i18next';
import { formatCents, formatDate, formatMonth } from '../../lib/format';
import { cn } from '../../lib/utils';
import { buttonVariants } from '../ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../ui/stacked-table';
import { TableHead, TableRow } from '../ui/table';

export interface PeriodRow {
  period: string;
  stores: string[];
  cents: number;
  postedAt: string;
}

/** One row per sales period a statement credited the user for, with that period's statement to download; a card each on a phone. */
export function PaymentHistory({ periods, stores }: { periods: readonly PeriodRow[]; stores: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const link = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-8');
  return (
    <StackedTable>
      <StackedHeader>
        <TableRow>
          <TableHead>{t('royalties.history.period')}</TableHead>
          <TableHead>{t('royalties.history.stores')}</TableHead>
          <TableHead className="text-right">{t('royalties.history.amount')}</TableHead>
          <TableHead>{t('royalties.history.posted')}</TableHead>
          <TableHead>{t('royalties.history.statement')}</TableHead>
        </TableRow>
      </StackedHeader>
      <StackedBody>
        {periods.map((row) => {
          const month = formatMonth(i18n.language, row.period);
          return (
            <StackedRow key={row.period} data-period={row.period}>
              <StackedCell label={t('royalties.history.period')} className="font-medium">
                {month}
              </StackedCell>
              <StackedCell label={t('royalties.history.stores')} wide className="whitespace-normal max-sm:order-last">
                {row.stores.map((store) => stores[store] ?? store).join(', ')}
              </StackedCell>
              <StackedCell label={t('royalties.history.amount')} className="text-right tabular-nums">
                {formatCents(i18n.language, row.cents)}
              </StackedCell>
              <StackedCell label={t('royalties.history.posted')}>{formatDate(i18n.language, row.postedAt)}</StackedCell>
              <StackedCell label={t('royalties.history.statement')}>
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
              </StackedCell>
            </StackedRow>
          );
        })}
      </StackedBody>
    </StackedTable>
  );
}
