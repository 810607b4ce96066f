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
export function roundToCent(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const perCent = denominator * MICROS_PER_CENT;
  return sign * (((sign * numerator * 2n + perCent) / (2n * perCent)) * MICROS_PER_CENT);
}

/** `numerator / denominator` rounded to a whole millionth, half away from zero (denominator positive). */
export function roundToMicro(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  return sign * ((sign * numerator * 2n + denominator) / (2n * denominator));
}
