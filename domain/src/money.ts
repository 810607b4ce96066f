import { MICROS_PER_CENT } from './royalties/money-units';

/**
 * Whole cents of an amount in millionths as every page, PDF and answer in cents shows it: rounded down, so that no
 * amount shows a cent the ledger lacks. A balance never shows more than can be withdrawn (toward zero), and a debt,
 * negative, never less than is owed (half a cent owed shows as a cent). The exact millionths stay the CSV's and the trace's.
 */
export function shownCents(micros: bigint): number {
  const quotient = micros / MICROS_PER_CENT;
  return Number(micros % MICROS_PER_CENT < 0n ? quotient - 1n : quotient);
}

/**
 * Cents in an amount a person typed ('25', '25.5', '25.00'): a positive amount with at most two decimals and a
 * dot as the decimal mark. Null for anything else (no sign, no thousands separator, no exponent, not zero).
 */
export function parseAmountCents(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/** Cents as a decimal amount with two decimals, computed on integers so it is exact: -1050 → '-10.50'. */
export function decimalAmount(cents: number): string {
  const whole = Math.abs(Math.trunc(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
