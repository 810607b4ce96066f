import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** New subscribers per day as bars (recharts); a screen reader reads the same numbers from a hidden table. */
export function SubscribersChart({ daily }: { daily: ReadonlyArray<{ day: string; subscribers: number }> }) {
  const { t, i18n } = useTranslation('presave');
  const data = daily.map((row) => ({ ...row, label: formatDate(i18n.language, row.day) }));
  return (
    <figure className="grid gap-2" data-chart="presave-subscribers">
      <div aria-hidden="true" className="h-52 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 12, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={8} />
            <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} fontSize={12} />
            <Tooltip
              cursor={{ className: 'fill-muted' }}
              contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }}
            />
            <Bar dataKey="subscribers" name={t('detail.newSubscribers')} fill="var(--chart-1, var(--primary))" radius={4} isAnimationActive={false} maxBarSize={40} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>{t('detail.chartCaption')}</caption>
          <thead>
            <tr>
              <th>{t('detail.day')}</th>
              <th>{t('detail.newSubscribers')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.day}>
                <td>{row.label}</td>
                <td>{row.subscribers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
