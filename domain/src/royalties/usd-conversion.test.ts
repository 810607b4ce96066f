import { describe, expect, it } from 'vitest';
import { convertEachCurrency } from './currency-conversion';
import { parseUsdRate, type UsdRate } from './usd-conversion';

const rate = (text: string) => parseUsdRate(text)!;
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
/** One currency's amounts converted together. */
const convertToUsd = (amounts: readonly bigint[], at: UsdRate) => convertEachCurrency(amounts.map((micros) => ({ currency: 'XTS', micros })), { XTS: at }).usdMicros;

describe('parseUsdRate', () => {
  it('reads positive decimals and nothing else', () => {
    expect(rate('1.08')).toMatchObject({ numerator: 108n, denominator: 100n });
    for (const bad of ['0', '-1.08', '1,08', '1e3', '', 'abc', '1.12345678901']) expect(parseUsdRate(bad)).toBeNull();
  });
});

describe('converting one currency', () => {
  it('makes the statement total exact to the cent, and the parts add up to it', () => {
    // three lines of 0.333333 EUR at 1.08: 1.079999 USD exactly, so the total is 1.08 USD
    const parts = convertToUsd([333_333n, 333_333n, 333_333n], rate('1.08'));
    expect(sum(parts)).toBe(1_080_000n);
    // 0.35999964 USD each: carried, each within a millionth (360,000, then 359,999), the last taking the last cent
    expect(parts).toEqual([360_000n, 359_999n, 360_001n]);
  });

  it('keeps refunds negative and nets them in the total', () => {
    const parts = convertToUsd([10_000_000n, -2_500_000n], rate('1.1'));
    expect(parts).toEqual([11_000_000n, -2_750_000n]);
    expect(sum(convertToUsd([1_234_567n, -7_654_321n, 5n], rate('0.0091')))).toBe(-60_000n);
  });

  it('sums to the rounded total for any rate and many small lines', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => BigInt(((i * 7919) % 4001) - 300));
    const parts = convertToUsd(lines, rate('1.0837'));
    const exact = sum(lines) * 10837n;
    const cents = (exact * 2n + 10_000n * 10_000n) / (2n * 10_000n * 10_000n);
    expect(sum(parts)).toBe(cents * 10_000n);
  });

  it('is the identity in US dollars when amounts are whole cents', () => {
    expect(convertToUsd([1_230_000n, 50_000n], rate('1'))).toEqual([1_230_000n, 50_000n]);
  });
});
