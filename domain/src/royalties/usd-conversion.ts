import { MICROS_PER_CENT } from './money-units';

/** How many US dollars one unit of a currency is worth, as an exact fraction. */
export interface UsdRate {
  text: string;
  numerator: bigint;
  denominator: bigint;
}

/** A positive decimal rate with at most 10 places ('1.08', '0.0091'); null for anything else. */
export function parseUsdRate(text: string): UsdRate | null {
  const match = /^(\d{1,6})(?:\.(\d{1,10}))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const denominator = 10n ** BigInt(fraction.length);
  const numerator = BigInt(whole) * denominator + BigInt(fraction || '0');
  return numerator > 0n ? { text: text.trim(), numerator, denominator } : null;
}

export const USD_PARITY: UsdRate = { text: '1', numerator: 1n, denominator: 1n };

/** `numerator / denominator` millionths rounded to whole cents, half away from zero (denominator positive). */
function roundToCent(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const perCent = denominator * MICROS_PER_CENT;
  return sign * (((sign * numerator * 2n + perCent) / (2n * perCent)) * MICROS_PER_CENT);
}

/** Floor division for bigints of either sign (BigInt division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? quotient - 1n : quotient;
}

/**
 * Converts a statement's amounts (millionths of its currency, refunds negative) to millionths of US dollars.
 * The statement's total converts once and is rounded to the cent; each part starts from its exact value rounded
 * down, and the millionths left over (or missing) go one at a time to the parts whose rounding lost the most (or
 * the least), so the parts always add up to that total.
 */
export function convertToUsd(amounts: readonly bigint[], rate: UsdRate): bigint[] {
  if (amounts.length === 0) return [];
  const exact = amounts.map((amount) => amount * rate.numerator);
  const total = roundToCent(exact.reduce((a, b) => a + b, 0n), rate.denominator);
  const parts = exact.map((value) => floorDiv(value, rate.denominator));
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - parts[index]! * rate.denominator }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const count = BigInt(parts.length);
  const step = left >= 0n ? 1n : -1n;
  const order = left >= 0n ? byRemainder : [...byRemainder].reverse();
  const everyone = left / count;
  if (everyone !== 0n) parts.forEach((_, index) => (parts[index]! += everyone));
  left -= everyone * count;
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index]! += step;
    left -= step;
  }
  return parts;
}
