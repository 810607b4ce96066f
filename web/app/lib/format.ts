// Dates are shown in UTC on both server and browser, so hydration never sees two different texts.

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A calendar date (release dates are stored as dates without time). */
export function formatDate(locale: string, value: string | Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(toDate(value));
}

/** With `seconds` for steps that follow each other within a minute, such as a delivery's. */
export function formatDateTime(locale: string, value: string | Date, { seconds = false } = {}): string {
  // Browsers refuse dateStyle/timeStyle together with timeZoneName: spell the parts out.
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds && { second: '2-digit' }),
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(toDate(value));
}

/** 3:07, or 1:02:03 past an hour. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** YYYY-MM-DD of a date, in UTC. */
export function isoDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** An amount of money in the reader's language: '$1,234.50' in English, '1234,50 US$' in Spanish. */
export function formatCents(locale: string, cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/**
 * An exact amount (a decimal text of up to six decimals, as the ledger keeps it) in the reader's language, for the
 * trace, where a line's share of a cent matters: '$4.536', '4,536 US$'. Formatted from the text, never a float.
 */
export function formatExactMoney(locale: string, decimal: string, currency = 'USD'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 6 });
  return format.format(decimal as `${number}`);
}

/** 'Mar 2031' of a 'YYYY-MM' month: the contract's, which the statement mail uses too. */
export { formatMonth } from '@slipcase/api-contract/format-month';

/** A count (streams, listeners) with the locale's digit grouping. */
export function formatCount(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}
