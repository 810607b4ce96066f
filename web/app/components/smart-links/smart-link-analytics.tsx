import type { SmartLinkAnalytics } from '@slipcase/services/smart-links/smart-link-analytics';
import { useTranslation } from 'react-i18next';
import { DailyBarChart } from '../daily-bar-chart';

type Sums = { views: number; clicks: number };

function SumsTable({ caption, column, rows }: { caption: string; column: string; rows: readonly ({ key: string; label: string } & Sums)[] }) {
  const { t } = useTranslation('smartlinks');
  return (
    <section className="rounded-xl border bg-card p-4">
      <h3 className="mb-2 font-medium">{caption}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('analytics.nothingYet')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-normal">{column}</th>
              <th scope="col" className="py-1 text-right font-normal">{t('analytics.views')}</th>
              <th scope="col" className="py-1 text-right font-normal">{t('analytics.clicks')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t">
                <th scope="row" className="py-1 text-left font-normal">{row.label}</th>
                <td className="py-1 text-right tabular-nums">{row.views}</td>
                <td className="py-1 text-right tabular-nums">{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The analytics tab: totals, daily activity, devices and top countries. */
export function SmartLinkAnalyticsView({ analytics }: { analytics: SmartLinkAnalytics }) {
  const { t, i18n } = useTranslation('smartlinks');
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const totals = [
    { key: 'views', label: t('analytics.views'), value: String(analytics.views) },
    { key: 'clicks', label: t('analytics.clicks'), value: String(analytics.clicks) },
    { key: 'rate', label: t('analytics.clickRate'), value: percent.format(analytics.clickRate) },
  ];
  return (
    <div className="space-y-6" data-testid="smart-link-analytics">
      <dl className="grid grid-cols-3 gap-3">
        {totals.map((total) => (
          <div key={total.key} className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{total.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{total.value}</dd>
          </div>
        ))}
      </dl>
      <section className="rounded-xl border bg-card p-4">
        <h3 className="mb-2 font-medium">{t('analytics.daily')}</h3>
        <DailyBarChart
          daily={analytics.daily}
          series={[
            { key: 'views', name: t('analytics.views') },
            { key: 'clicks', name: t('analytics.clicks') },
          ]}
          caption={t('analytics.daily')}
          dayHeading={t('analytics.day')}
        >
          {t('analytics.dailyCaption', { count: analytics.daily.length })}
        </DailyBarChart>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <SumsTable caption={t('analytics.devices')} column={t('analytics.device')} rows={analytics.devices.map((row) => ({ ...row, key: row.device, label: t(`devices.${row.device}`) }))} />
        <SumsTable
          caption={t('analytics.countries')}
          column={t('analytics.country')}
          rows={analytics.countries.map((row) => ({ ...row, key: row.country, label: row.country === 'ZZ' ? t('analytics.unknownCountry') : (countryName.of(row.country) ?? row.country) }))}
        />
      </div>
    </div>
  );
}
