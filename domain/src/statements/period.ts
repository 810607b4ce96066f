import { isIsoDate } from '../calendar-date';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A statement period from a month 'YYYY-MM' (its first and last day) or null when it is not a real month. */
export function monthPeriod(text: string): { start: string; end: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12 || year < 1900) return null;
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${daysInMonth(year, month)}` };
}

/** A period from two dates, null when either is not a real date or the end comes before the start. */
export function datePeriod(start: string, end: string): { start: string; end: string } | null {
  if (!isIsoDate(start) || !isIsoDate(end) || end < start) return null;
  return { start, end };
}
