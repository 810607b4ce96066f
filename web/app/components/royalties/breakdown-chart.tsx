import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format';

export interface ChartRow {
  /** Unique within the chart. */
  key: string;
  /** What the bar is, in words (a month, a store's or country's name, a title). */
  label: string;
  cents: number;
}

interface BreakdownChartProps {
  caption: string;
  /** The table's column headings: what a row is, and its amount. */
  columns: readonly [string, string];
  rows: readonly ChartRow[];
  /** Columns (time, oldest first) or rows (largest first, labels beside the bars). */
  layout?: 'columns' | 'rows';
  currency?: string;
}

const BAR_HEIGHT = 28;
/** A row's label beside its bar fits one line of the axis; the tooltip and the table give it whole. */
const LABEL_CHARS = 16;
const axisLabel = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1).trimEnd()}…` : label);

/**
 * A bar chart drawn by recharts. The drawing is hidden from screen readers, which read the same numbers from a
 * visually hidden table; the chart takes no keyboard focus (the table is what a keyboard user reads).
 */
export function BreakdownChart({ caption, columns, rows, layout = 'columns', currency = 'USD' }: BreakdownChartProps) {
  const { i18n } = useTranslation();
  const money = (cents: number) => formatCents(i18n.language, cents, currency);
  const data = rows.map((row) => ({ ...row, amount: row.cents / 100 }));
  const horizontal = layout === 'rows';
  return (
    <figure className="grid gap-2" data-chart={caption}>
      <div aria-hidden="true" className="w-full" style={{ height: horizontal ? Math.max(2, rows.length) * BAR_HEIGHT + 24 : 200 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout={horizontal ? 'vertical' : 'horizontal'}
            accessibilityLayer={false}
            margin={{ top: horizontal ? 4 : 20, right: horizontal ? 72 : 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid vertical={horizontal} horizontal={!horizontal} strokeDasharray="3 3" className="stroke-border" />
            {horizontal ? (
              <>
                <XAxis type="number" hide />
                <YAxis type="category" dataKey="label" width={110} tickLine={false} axisLine={false} fontSize={12} interval={0} tickFormatter={axisLabel} />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} minTickGap={8} />
                <YAxis tickFormatter={(value: number) => money(value * 100)} width={72} tickLine={false} axisLine={false} fontSize={12} />
              </>
            )}
            <Tooltip
              cursor={{ className: 'fill-muted' }}
              formatter={(value) => money(Math.round(Number(value) * 100))}
              contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }}
            />
            <Bar dataKey="amount" name={columns[1]} fill="var(--chart-1, var(--primary))" radius={4} isAnimationActive={false} maxBarSize={48}>
              {/* The amounts written on the bars: a reader without a pointer sees them too. */}
              <LabelList
                dataKey="amount"
                position={horizontal ? 'right' : 'top'}
                formatter={(value) => money(Math.round(Number(value) * 100))}
                className="fill-muted-foreground"
                fontSize={12}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The box hides the table: a table grows to its content whatever its width, and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{money(row.cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
