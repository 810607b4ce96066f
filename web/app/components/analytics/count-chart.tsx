import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';

export interface CountRow {
  key: string;
  label: string;
  value: number;
}

const BAR_HEIGHT = 26;
/** Bars drawn; the table under the chart (read by screen readers, shown in print) lists every row. */
const DRAWN = 10;
const LABEL_CHARS = 18;
const axisLabel = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1).trimEnd()}…` : label);

/**
 * The largest values as horizontal bars (recharts), each labelled with its number. The drawing is hidden from
 * screen readers, which read the same rows from the table; on paper the table is printed instead of the drawing.
 */
export function CountChart({ caption, columns, rows }: { caption: string; columns: readonly [string, string]; rows: readonly CountRow[] }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const drawn = rows.slice(0, DRAWN);
  return (
    <figure className="grid gap-2" data-chart={caption}>
      <div aria-hidden="true" className="w-full print:hidden" style={{ height: Math.max(2, drawn.length) * BAR_HEIGHT + 8 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={drawn} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 64, bottom: 0, left: 0 }}>
            <XAxis type="number" hide />
            <YAxis type="category" dataKey="label" width={120} tickLine={false} axisLine={false} fontSize={12} interval={0} tickFormatter={axisLabel} />
            <Bar dataKey="value" fill="var(--chart-1, var(--primary))" radius={4} isAnimationActive={false} maxBarSize={20}>
              <LabelList dataKey="value" position="right" formatter={(value) => number.format(Number(value))} className="fill-muted-foreground" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only print:not-sr-only">
        <table className="w-full text-sm">
          <caption className="text-left font-medium">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">{columns[0]}</th>
              <th scope="col" className="text-right">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="text-left font-normal">{row.label}</th>
                <td className="text-right tabular-nums">{number.format(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
