import { describe, expect, it } from 'vitest';
import { centsToMicros, formatMicros } from './money-units';

describe('money units', () => {
  it('converts cents to millionths', () => {
    expect(centsToMicros(1050)).toBe(10_500_000n);
    expect(centsToMicros(-7)).toBe(-70_000n);
  });

  it('formats millionths with at least two places', () => {
    expect(formatMicros(1_234_500n)).toBe('1.2345');
    expect(formatMicros(-50_000n)).toBe('-0.05');
    expect(formatMicros(3_000_000n)).toBe('3.00');
    expect(formatMicros(1n)).toBe('0.000001');
  });
});
