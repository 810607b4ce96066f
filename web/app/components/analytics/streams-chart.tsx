import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@slipcase/services/analytics/analytics-report';

/** An A4 sheet's width inside the print stylesheet's margins, in CSS pixels. */
const PAPER = { width: 680, height: 240 };
const COLORS = ['var(--chart-1, #2563eb)', 'var(--chart-2, #16a34a)', 'var(--chart-3, #ea580c)', 'var(--chart-4, #9333ea)', 'var(--chart-5, #db2777)'];

/** Streams per day (or month) stacked by store (recharts), with the same numbers in a table for screen readers. */
export function StreamsChart({ chart, storeName }: { chart: AnalyticsReport['chart']; storeName: (id: string) => string }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  const periodLabel = (period: string) =>
    new Intl.DateTimeFormat(i18n.language, chart.grain === 'day' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${period}T00:00:00Z`));
  const data = chart.points.map((point) => ({ period: periodLabel(point.period), ...point.stores }));
  const caption = t('chart.caption', { grain: t(`chart.${chart.grain}`) });
  const plot = (size?: { width: number; height: number }) => (
    <AreaChart {...size} data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
      <XAxis dataKey="period" tickLine={false} axisLine={false} fontSize={12} minTickGap={24} />
      <YAxis tickFormatter={(value: number) => number.format(value)} width={56} tickLine={false} axisLine={false} fontSize={12} />
      <Tooltip
        formatter={(value, name) => [number.format(Number(value)), storeName(String(name))]}
        contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }}
      />
      <Legend formatter={(value) => storeName(String(value))} wrapperStyle={{ fontSize: 12 }} />
      {chart.stores.map((store, index) => (
        <Area key={store} type="monotone" dataKey={store} stackId="streams" stroke={COLORS[index % COLORS.length]} fill={COLORS[index % COLORS.length]} fillOpacity={0.25} isAnimationActive={false} />
      ))}
    </AreaChart>
  );
  return (
    <figure className="grid gap-2" data-chart="streams-by-store">
      <div aria-hidden="true" className="h-64 w-full print:hidden">
        <ResponsiveContainer width="100%" height="100%">
          {plot()}
        </ResponsiveContainer>
      </div>
      {/* On paper the drawing at the sheet's width: a responsive one keeps the screen's width when printed. */}
      <div aria-hidden="true" className="hidden print:block">
        {plot(PAPER)}
      </div>
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.period')}</th>
              {chart.stores.map((store) => (
                <th key={store} scope="col">{storeName(store)}</th>
              ))}
              <th scope="col">{t('chart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((point) => (
              <tr key={point.period}>
                <th scope="row">{point.period}</th>
                {chart.stores.map((store) => (
                  <td key={store}>{number.format(point.stores[store] ?? 0)}</td>
                ))}
                <td>{number.format(point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
