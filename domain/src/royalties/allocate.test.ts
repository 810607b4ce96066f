import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder } from './allocate';

describe('allocateLargestRemainder', () => {
  it('gives the units left by rounding down to the largest remainders, so the parts add up exactly', () => {
    expect(allocateLargestRemainder(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocateLargestRemainder(10n, [5n, 3n, 2n])).toEqual([5n, 3n, 2n]);
    expect(allocateLargestRemainder(7n, [2n, 3n, 5n])).toEqual([1n, 2n, 4n]);
  });

  it('splits a negative total as its opposite', () => {
    expect(allocateLargestRemainder(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
  });

  it('always adds up, whatever the weights', () => {
    for (let total = -50n; total <= 50n; total += 7n) {
      const parts = allocateLargestRemainder(total, [3333n, 3333n, 3334n, 1n]);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
    }
  });

  it('refuses weights that cannot share anything', () => {
    expect(() => allocateLargestRemainder(1n, [0n, 0n])).toThrow(/positive/);
    expect(() => allocateLargestRemainder(1n, [2n, -1n])).toThrow(/negative/);
  });
});
