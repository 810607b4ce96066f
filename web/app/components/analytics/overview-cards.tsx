import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@slipcase/services/analytics/analytics-report';
import { Card, CardContent } from '../ui/card';

const METRICS = ['streams', 'listeners', 'saves', 'playlistAdds'] as const;

/** The four counts of the range, each with its change against the range before (none for all time). */
export function OverviewCards({ overview, days }: { overview: AnalyticsReport['overview']; days: number | null }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="analytics-overview">
      {METRICS.map((name) => {
        const metric = overview[name];
        return (
          <Card key={name} className="gap-1 py-4">
            <CardContent className="space-y-1 px-4">
              <dt className="text-sm text-muted-foreground">{t(`metrics.${name}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{number.format(metric.value)}</dd>
              <dd className="text-xs text-muted-foreground">
                {metric.change !== null && days !== null ? t('metrics.change', { change: signed.format(metric.change), days }) : t('metrics.noChange')}
              </dd>
            </CardContent>
          </Card>
        );
      })}
    </dl>
  );
}
