import { describe, expect, it } from 'vitest';
import { formatDuration, formatTime, table } from './format';

describe('formatting', () => {
  it('prints durations as m:ss, rounding to the second', () => {
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(59_600)).toBe('1:00');
    expect(formatDuration(1_200_000)).toBe('20:00');
  });

  it('prints times in UTC to the minute', () => {
    expect(formatTime('2026-11-22T09:07:45.123Z')).toBe('2026-11-22 09:07 UTC');
    expect(formatTime('2026-11-22T09:07:45.123Z', { seconds: true })).toBe('2026-11-22 09:07:45 UTC');
  });

  it('aligns columns without trailing spaces', () => {
    expect(table([['ID', 'Title'], ['abc123', 'X']])).toEqual(['ID      Title', 'abc123  X']);
  });
});
