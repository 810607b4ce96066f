import { describe, expect, it } from 'vitest';
import { shownCents } from '../money';
import { centsSummingTo } from './cents-shown';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('centsSummingTo', () => {
  it('allocates rows that each rounded on their own would sum a cent above the total shown (issue 27)', () => {
    // Three periods of $1,099.855: each rounded on its own is $1,099.86, $3,299.58 in all, under a total of $3,299.56.
    const rows = [1_099_855_000n, 1_099_855_000n, 1_099_855_000n];
    expect(rows.map((micros) => Math.round(Number(micros) / 10_000))).toEqual([109_986, 109_986, 109_986]);
    const shown = centsSummingTo(rows);
    expect(sum(shown)).toBe(shownCents(3_299_565_000n));
    expect(shown).toEqual([109_986, 109_985, 109_985]);
  });

  it('keeps each row within a cent of its exact amount, negative rows included', () => {
    const rows = [5_004_999n, -1_230_001n, 12_345n, 0n, -9n];
    const shown = centsSummingTo(rows);
    expect(sum(shown)).toBe(shownCents(rows.reduce((a, b) => a + b, 0n)));
    rows.forEach((micros, index) => expect(Math.abs(shown[index]! * 10_000 - Number(micros))).toBeLessThan(10_000));
  });

  it('reaches a total given, and refuses one more than a cent a row away', () => {
    expect(centsSummingTo([1_005_000n, 1_005_000n], 202)).toEqual([101, 101]);
    expect(centsSummingTo([1_005_000n, 1_005_000n], 200)).toEqual([100, 100]);
    expect(() => centsSummingTo([1_000_000n], 150)).toThrow(RangeError);
    expect(centsSummingTo([])).toEqual([]);
  });
});
