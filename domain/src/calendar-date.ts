/**
 * Calendar dates as 'YYYY-MM-DD' strings (release dates, takedown dates), and the local date of an instant
 * in an IANA time zone. Only `Intl` is used, so the rules stay pure and run inside Temporal workflows too.
 */
export type IsoDate = string;

/** The shape of a calendar date, YYYY-MM-DD, whether or not the day exists (isIsoDate says that it does). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC midnight of a real calendar date; null for '2027-02-30', '2027-1-5' or anything else. */
export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

/** A real calendar date written YYYY-MM-DD: not '2027-02-30', not '2027-1-5'. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function requireIsoDate(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
  return date;
}

/** The UTC calendar date of an instant. */
export function formatIsoDate(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return formatIsoDate(new Date(requireIsoDate(date).getTime() + days * DAY_MS));
}

/** Whole calendar days from `from` to `to`: 1 from one day to the next, negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((requireIsoDate(to).getTime() - requireIsoDate(from).getTime()) / DAY_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for a time zone Intl does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a time zone, as if that reading were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The calendar date an instant falls on in an IANA time zone (default UTC). */
export function localDate(now: Date, timeZone = 'UTC'): IsoDate {
  return formatIsoDate(new Date(wallClockMs(now.getTime(), timeZone)));
}

/**
 * The first instant of a calendar date in a time zone. Two guesses, from the zone's offset at either side:
 * they differ only when the offset changes around midnight, and then the earlier one that really falls on
 * the date is its start (a skipped midnight starts the day at 01:00; a repeated one at its first occurrence).
 */
export function startOfLocalDay(date: IsoDate, timeZone = 'UTC'): Date {
  const midnight = requireIsoDate(date).getTime();
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const first = midnight - offsetAt(midnight);
  const second = midnight - offsetAt(first);
  const candidates = [first, second].filter((instant) => localDate(new Date(instant), timeZone) === date);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second));
}
