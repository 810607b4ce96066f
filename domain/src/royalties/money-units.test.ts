import { describe, expect, it } from 'vitest';
import { centsToMicros, formatMicros, microsToCents } from './money-units';

describe('money units', () => {
  it('converts between cents and millionths, rounding half away from zero', () => {
    expect(centsToMicros(1050)).toBe(10_500_000n);
    expect(microsToCents(12_345n)).toBe(1);
    expect(microsToCents(15_000n)).toBe(2);
    expect(microsToCents(-15_000n)).toBe(-2);
    expect(microsToCents(-14_999n)).toBe(-1);
  });

  it('formats millionths with at least two places', () => {
    expect(formatMicros(1_234_500n)).toBe('1.2345');
    expect(formatMicros(-50_000n)).toBe('-0.05');
    expect(formatMicros(3_000_000n)).toBe('3.00');
    expect(formatMicros(1n)).toBe('0.000001');
  });
});
