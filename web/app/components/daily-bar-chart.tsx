import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

export interface DailySeries<Key extends string> {
  key: Key;
  /** Its name in the legend, the tooltip and the hidden table's column. */
  name: string;
}

const COLOURS = ['var(--chart-1, var(--primary))', 'var(--chart-2, var(--muted-foreground))'];

/**
 * Counts per day as bars (recharts), one bar a series: a fan page's views and clicks, subscribers, visits. Screen
 * readers read the same numbers from a hidden table (`caption`, a column a series); the drawing takes no focus.
 */
export function DailyBarChart<Key extends string>({
  daily,
  series,
  caption,
  dayHeading,
  chart,
  children,
}: {
  daily: ReadonlyArray<{ day: string } & Record<Key, number>>;
  series: ReadonlyArray<DailySeries<Key>>;
  caption: string;
  dayHeading: string;
  /** `data-chart`, for tests to find the drawing. */
  chart?: string;
  /** Shown under the drawing (a figcaption). */
  children?: React.ReactNode;
}) {
  const { i18n } = useTranslation();
  const data = daily.map((row) => ({ ...row, label: formatDate(i18n.language, row.day) }));
  return (
    <figure className="grid gap-2" data-chart={chart}>
      <div aria-hidden="true" className="h-52 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={12} />
            <YAxis allowDecimals={false} width={40} tickLine={false} axisLine={false} fontSize={12} />
            <Tooltip cursor={{ className: 'fill-muted' }} contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }} />
            {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            {series.map((each, index) => (
              <Bar key={each.key} dataKey={each.key} name={each.name} fill={COLOURS[index % COLOURS.length]} radius={3} isAnimationActive={false} maxBarSize={32} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {children ? <figcaption className="text-sm text-muted-foreground">{children}</figcaption> : null}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{dayHeading}</th>
              {series.map((each) => (
                <th key={each.key} scope="col">
                  {each.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.label}</th>
                {series.map((each) => (
                  <td key={each.key}>{row[each.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
