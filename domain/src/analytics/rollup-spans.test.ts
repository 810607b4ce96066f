import { describe, expect, it } from 'vitest';
import { rollupSpans } from './rollup-spans';

describe('rollupSpans', () => {
  it('reads whole months from month rows and the edges day by day', () => {
    expect(rollupSpans('2026-01-15', '2026-04-10')).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
  });

  it('takes a window that starts and ends with its months as months alone, across a year end', () => {
    expect(rollupSpans('2025-12-01', '2026-02-28')).toEqual({ months: { from: '2025-12-01', to: '2026-02-01' }, days: [] });
  });

  it('reads a window inside one month day by day, and nothing for an empty one', () => {
    expect(rollupSpans('2026-03-04', '2026-03-10')).toEqual({ months: null, days: [{ from: '2026-03-04', to: '2026-03-10' }] });
    expect(rollupSpans('2026-03-01', '2026-03-30')).toEqual({ months: null, days: [{ from: '2026-03-01', to: '2026-03-30' }] });
    expect(rollupSpans('2026-03-10', '2026-03-04')).toEqual({ months: null, days: [] });
  });
});
