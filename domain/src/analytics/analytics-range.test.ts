import { describe, expect, it } from 'vitest';
import { analyticsWindow, changePercent } from './analytics-range';

describe('analyticsWindow', () => {
  it('ends on the last reported day and compares with the same length before', () => {
    expect(analyticsWindow('7d', '2026-03-10')).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      previous: { from: '2026-02-25', to: '2026-03-03' },
    });
    expect(analyticsWindow('1y', '2026-12-31').from).toBe('2026-01-01');
  });

  it('runs all time from the first reported day, with nothing to compare', () => {
    expect(analyticsWindow('all', '2026-03-10', '2025-01-01')).toEqual({ from: '2025-01-01', to: '2026-03-10', previous: null });
  });
});

describe('changePercent', () => {
  it('gives one decimal, and nothing against an empty range', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(5, null)).toBeNull();
  });
});
