import { describe, expect, it } from 'vitest';
import { businessDaysLater } from './business-days';

const later = (from: string, days = 2) => businessDaysLater(new Date(from), days).toISOString();

describe('businessDaysLater', () => {
  it('adds weekdays at the same time of day', () => {
    // 2026-11-17 is a Tuesday.
    expect(later('2026-11-17T10:00:00.000Z')).toBe('2026-11-19T10:00:00.000Z');
    expect(later('2026-11-18T23:59:59.000Z')).toBe('2026-11-20T23:59:59.000Z');
    expect(later('2026-11-17T10:00:00.000Z', 0)).toBe('2026-11-17T10:00:00.000Z');
  });

  it('skips the weekend between', () => {
    expect(later('2026-11-19T10:00:00.000Z')).toBe('2026-11-23T10:00:00.000Z'); // Thursday -> Monday
    expect(later('2026-11-20T10:00:00.000Z')).toBe('2026-11-24T10:00:00.000Z'); // Friday -> Tuesday
    expect(later('2026-11-20T23:59:59.999Z', 1)).toBe('2026-11-23T23:59:59.999Z'); // Friday -> Monday
    expect(later('2026-11-20T10:00:00.000Z', 7)).toBe('2026-12-01T10:00:00.000Z');
  });

  it('counts a submission on a weekend from the Monday', () => {
    expect(later('2026-11-21T10:00:00.000Z')).toBe('2026-11-25T00:00:00.000Z'); // Saturday -> Wednesday
    expect(later('2026-11-22T23:59:59.000Z')).toBe('2026-11-25T00:00:00.000Z'); // Sunday -> Wednesday
    expect(later('2026-11-21T00:00:00.000Z', 0)).toBe('2026-11-23T00:00:00.000Z');
    expect(later('2026-11-23T00:00:00.000Z')).toBe('2026-11-25T00:00:00.000Z'); // Monday's first instant
  });

  it('crosses months and years', () => {
    expect(later('2026-12-31T09:00:00.000Z')).toBe('2027-01-04T09:00:00.000Z'); // Thursday -> Monday
    expect(later('2028-02-28T09:00:00.000Z')).toBe('2028-03-01T09:00:00.000Z'); // leap year: Monday -> Wednesday
  });

  it('refuses a count that is not a whole number of days', () => {
    expect(() => businessDaysLater(new Date(), -1)).toThrow(RangeError);
    expect(() => businessDaysLater(new Date(), 1.5)).toThrow(RangeError);
  });
});
