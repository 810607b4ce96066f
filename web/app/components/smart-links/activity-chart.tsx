import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';

/**
 * A smart link's daily views and clicks as bars (recharts). Screen readers read the same numbers from a hidden
 * table; the drawing takes no focus.
 */
export function ActivityChart({ daily }: { daily: readonly { day: string; views: number; clicks: number }[] }) {
  const { t, i18n } = useTranslation('smartlinks');
  const dayLabel = (day: string) => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const data = daily.map((row) => ({ ...row, label: dayLabel(row.day) }));
  return (
    <figure className="grid gap-2">
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={12} />
            <YAxis allowDecimals={false} width={40} tickLine={false} axisLine={false} fontSize={12} />
            <Tooltip cursor={{ className: 'fill-muted' }} contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="views" name={t('analytics.views')} fill="var(--chart-1, var(--primary))" radius={3} isAnimationActive={false} maxBarSize={24} />
            <Bar dataKey="clicks" name={t('analytics.clicks')} fill="var(--chart-2, var(--muted-foreground))" radius={3} isAnimationActive={false} maxBarSize={24} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">{t('analytics.dailyCaption', { count: daily.length })}</figcaption>
      <div className="sr-only">
        <table>
          <caption>{t('analytics.daily')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.day')}</th>
              <th scope="col">{t('analytics.views')}</th>
              <th scope="col">{t('analytics.clicks')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.label}</th>
                <td>{row.views}</td>
                <td>{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
