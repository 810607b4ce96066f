import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatDuration, formatMonth, isoDate } from './format';

describe('format', () => {
  it('shows a release date as the calendar day, whatever the time zone', () => {
    expect(formatDate('en', '2031-05-01')).toBe('May 1, 2031');
    expect(formatDate('es', '2031-05-01')).toBe('1 may 2031');
  });

  it('shows times in UTC and says so', () => {
    expect(formatDateTime('en', '2031-05-01T13:05:00Z')).toBe('May 1, 2031, 01:05 PM UTC');
  });

  it('adds the seconds when asked', () => {
    expect(formatDateTime('en', '2031-05-01T13:05:09Z', { seconds: true })).toBe('May 1, 2031, 01:05:09 PM UTC');
  });

  it('shows durations as m:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_723_400)).toBe('1:02:03');
  });

  it('gives the UTC day of a moment', () => {
    expect(isoDate(new Date('2031-05-01T23:30:00Z'))).toBe('2031-05-01');
  });

  it('shows money in the reader’s language, from cents', () => {
    expect(formatCents('en', 123_450)).toBe('$1,234.50');
    expect(formatCents('pt', 5)).toMatch(/^US\$\s0,05$/);
  });

  it('names a YYYY-MM month', () => {
    expect(formatMonth('en', '2031-03')).toBe('Mar 2031');
  });
});
