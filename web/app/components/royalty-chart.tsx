import { useTranslation } from 'react-i18next';
import { formatMonth } from '../lib/format';
import type { MonthTotal } from '../lib/royalty-months';
import { BreakdownChart } from './royalties/breakdown-chart';

/** Royalties per month as bars (recharts), with the same numbers in a table for screen readers. */
export function RoyaltyChart({ months, currency = 'USD' }: { months: readonly MonthTotal[]; currency?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <BreakdownChart
      caption={t('royalties.chart.heading')}
      columns={[t('royalties.chart.month'), t('royalties.chart.amount')]}
      rows={months.map(({ month, cents }) => ({ key: month, label: formatMonth(i18n.language, month), cents }))}
      currency={currency}
    />
  );
}
