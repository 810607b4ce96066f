import { addDays, type IsoDate } from '../calendar-date';

/**
 * How a window of days is read from the rollups: each whole calendar month inside it from its month's row, the days
 * before the first and after the last whole month from the days' rows. A year is then about twelve month rows and
 * up to sixty day rows per value, whatever the range.
 */
export interface RollupSpans {
  /** First days of the first and last whole months, both included; null when no month lies wholly inside. */
  months: { from: IsoDate; to: IsoDate } | null;
  /** Runs of days read day by day, both ends included (none, one or two). */
  days: { from: IsoDate; to: IsoDate }[];
}

const firstOfMonth = (day: IsoDate) => `${day.slice(0, 7)}-01`;
/** The first day of the month after `month`'s. */
export const nextMonth = (month: IsoDate): IsoDate => {
  const [year, number] = month.slice(0, 7).split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
};

export function rollupSpans(from: IsoDate, to: IsoDate): RollupSpans {
  if (from > to) return { months: null, days: [] };
  const firstWhole = from === firstOfMonth(from) ? from : nextMonth(firstOfMonth(from));
  // The month after the last whole one: the month of the day after `to`.
  const afterLastWhole = firstOfMonth(addDays(to, 1));
  if (firstWhole >= afterLastWhole) return { months: null, days: [{ from, to }] };
  const days: RollupSpans['days'] = [];
  if (from < firstWhole) days.push({ from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= to) days.push({ from: afterLastWhole, to });
  return { months: { from: firstWhole, to: firstOfMonth(addDays(afterLastWhole, -1)) }, days };
}
