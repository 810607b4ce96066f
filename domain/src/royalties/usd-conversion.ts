import { allocateLargestRemainder } from './allocate';
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

/** `numerator / denominator` rounded to a whole millionth, half away from zero (denominator positive). */
function roundToMicro(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  return sign * ((sign * numerator * 2n + denominator) / (2n * denominator));
}

/**
 * Converts a statement's amounts (millionths of its currency, refunds negative) to millionths of US dollars.
 * The statement's total converts once and is rounded to the cent; each part is its own amount converted and
 * rounded to the millionth, and what the parts then miss of the total (a few thousand millionths at most) is
 * shared among the positive parts in proportion to their size, by largest remainder. The parts always add up to
 * the total.
 */
export function convertToUsd(amounts: readonly bigint[], rate: UsdRate): bigint[] {
  if (amounts.length === 0) return [];
  const exact = amounts.map((amount) => amount * rate.numerator);
  const total = roundToCent(exact.reduce((a, b) => a + b, 0n), rate.denominator);
  const parts = exact.map((value) => roundToMicro(value, rate.denominator));
  const missing = total - parts.reduce((a, b) => a + b, 0n);
  if (missing === 0n) return parts;
  const positive = parts.map((part) => (part > 0n ? part : 0n));
  const weights = positive.some((part) => part > 0n) ? positive : parts.map((part) => (part < 0n ? -part : 0n));
  if (!weights.some((weight) => weight > 0n)) weights[0] = 1n;
  const shares = allocateLargestRemainder(missing, weights);
  return parts.map((part, index) => part + shares[index]!);
}
