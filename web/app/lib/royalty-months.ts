export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  cents: number;
}

const MONTH = /^\d{4}-\d{2}$/;

/**
 * Royalties per month the streams happened (the line's period), oldest first; a line whose period is not a
 * YYYY-MM month counts in the month of its date. Months without royalties between two that have some are 0,
 * so the chart's bars are evenly spaced in time.
 */
export function royaltiesByMonth(lines: ReadonlyArray<{ period: string; date: string; amountCents: number }>): MonthTotal[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const month = MONTH.test(line.period) ? line.period : line.date.slice(0, 7);
    totals.set(month, (totals.get(month) ?? 0) + line.amountCents);
  }
  const months = [...totals.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const result: MonthTotal[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) result.push({ month, cents: totals.get(month) ?? 0 });
  return result;
}

function nextMonth(month: string): string {
  const [year = 0, index = 0] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}
