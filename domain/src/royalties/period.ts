/** A sales period is a calendar month, `YYYY-MM`. */
export function isSalesPeriod(text: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  return !!match && Number(match[1]) >= 2000 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The period's last day, as an instant at the end of that day (UTC). */
export function salesPeriodEnd(period: string): Date {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1) - 1);
}

export function nextSalesPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The plan in force at `at`: the last change at or before it (changes in any order), or null before the first. */
export function planInForce<P>(changes: readonly { plan: P; at: Date }[], at: Date): P | null {
  let found: { plan: P; at: Date } | null = null;
  for (const change of changes) {
    if (change.at.getTime() <= at.getTime() && (!found || change.at.getTime() >= found.at.getTime())) found = change;
  }
  return found?.plan ?? null;
}
