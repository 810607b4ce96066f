/** Operators review a submission within 1-2 business days (001 §4): the review is overdue after the second. */
export const REVIEW_BUSINESS_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (instant: Date): boolean => instant.getUTCDay() === 0 || instant.getUTCDay() === 6;

/**
 * The instant `days` business days (Monday to Friday, UTC, no public holidays) after `from`, at the same time
 * of day: Tuesday 10:00 plus 2 is Thursday 10:00, Friday 10:00 plus 2 is Tuesday 10:00. Time that falls on a
 * weekend does not count, so an instant on a Saturday or Sunday counts from the Monday's start: Saturday 10:00
 * plus 2 is Wednesday 00:00.
 */
export function businessDaysLater(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a whole number of days: ${days}`);
  let at = new Date(from.getTime());
  while (isWeekend(at)) at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  for (let left = days; left > 0; ) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}
