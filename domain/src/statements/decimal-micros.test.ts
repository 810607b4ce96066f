import { describe, expect, it } from 'vitest';
import { microsToDecimal, parseCount, parseDecimalMicros, proRataShare } from './decimal-micros';

describe('decimal figures as millionths', () => {
  it.each([
    ['12.5', '.', 0, 12_500_000n],
    ['-0.000001', '.', 0, -1n],
    ['0.0000015', '.', 0, 2n],
    ['0.0000014', '.', 0, 1n],
    ['1234,56', ',', 0, 1_234_560_000n],
    ['129', '.', 2, 1_290_000n],
    ['.5', '.', 0, 500_000n],
    ['+3', '.', 0, 3_000_000n],
  ] as const)('%s (%s, scale %i) is %s', (text, separator, scale, micros) => {
    expect(parseDecimalMicros(text, separator, scale)).toBe(micros);
  });

  it.each(['', '.', '1,5', '1e3', '1 000', 'abc', '--1', '1.2.3'])('refuses %j', (text) => {
    expect(parseDecimalMicros(text)).toBeNull();
  });

  it('writes millionths back as a decimal', () => {
    expect(microsToDecimal(-12_500_001n)).toBe('-12.500001');
    expect(microsToDecimal(7n)).toBe('0.000007');
  });

  it('reads whole counts only', () => {
    expect(parseCount('-4')).toBe(-4);
    expect(parseCount('4.0')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
});

describe('a summary shared by usages', () => {
  it('gives shares that add up to the total exactly, whatever the rounding', () => {
    const usages = [1n, 1n, 1n];
    let counted = 0n;
    const shares = usages.map((count) => {
      const share = proRataShare(100n, counted, counted + count, 3n);
      counted += count;
      return share;
    });
    expect(shares).toEqual([33n, 33n, 34n]);
  });

  it('gives a refund a negative share and nothing when there are no usages', () => {
    expect(proRataShare(100n, 10n, 5n, 10n)).toBe(-50n);
    expect(proRataShare(100n, 0n, 0n, 0n)).toBe(0n);
  });
});
