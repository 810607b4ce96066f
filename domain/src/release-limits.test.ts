import { describe, expect, it } from 'vitest';
import {
  checkMonthlyReleaseLimit,
  checkReleaseDate,
  earliestReleaseDate,
  monthWindow,
  monthlyReleaseLimit,
  schedulesFor,
} from './release-limits';
import { DEFAULT_SETTINGS } from './settings';

const settings = { ...DEFAULT_SETTINGS, monthlyReleaseLimitFree: 2, monthlyReleaseLimitPro: 50, monthlyReleaseLimitAdvanced: 300 };

describe('monthly release limit', () => {
  it('takes each plan’s limit from the settings', () => {
    expect(monthlyReleaseLimit('free', settings)).toBe(2);
    expect(monthlyReleaseLimit('pro', settings)).toBe(50);
    expect(monthlyReleaseLimit('advanced', settings)).toBe(300);
  });

  it('refuses the next release once the limit is reached', () => {
    expect(checkMonthlyReleaseLimit({ plan: 'free', releasesThisMonth: 1, settings })).toEqual([]);
    expect(checkMonthlyReleaseLimit({ plan: 'free', releasesThisMonth: 2, settings })).toEqual([
      { code: 'distro_limit', field: 'release', params: { limit: 2 } },
    ]);
    expect(checkMonthlyReleaseLimit({ plan: 'pro', releasesThisMonth: 2, settings })).toEqual([]);
    expect(checkMonthlyReleaseLimit({ plan: 'advanced', releasesThisMonth: 299, settings })).toEqual([]);
    expect(checkMonthlyReleaseLimit({ plan: 'advanced', releasesThisMonth: 300, settings })).toHaveLength(1);
  });
});

describe('the month releases are counted in', () => {
  it('is the calendar month in UTC by default', () => {
    const window = monthWindow(new Date('2026-03-31T23:30:00Z'));
    expect(window.month).toBe('2026-03');
    expect(window.start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('is the month of the user’s time zone, bounded by its local midnights', () => {
    const istanbul = monthWindow(new Date('2026-03-31T23:30:00Z'), 'Europe/Istanbul');
    expect(istanbul.month).toBe('2026-04');
    expect(istanbul.start.toISOString()).toBe('2026-03-31T21:00:00.000Z');
    expect(istanbul.end.toISOString()).toBe('2026-04-30T21:00:00.000Z');
    // New York changes from EST to EDT during March.
    const newYork = monthWindow(new Date('2026-03-15T12:00:00Z'), 'America/New_York');
    expect(newYork.start.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(newYork.end.toISOString()).toBe('2026-04-01T04:00:00.000Z');
  });

  it('rolls over the year and knows February’s length', () => {
    const december = monthWindow(new Date('2026-12-31T12:00:00Z'));
    expect(december.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(monthWindow(new Date('2028-02-10T00:00:00Z')).end.toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });
});

describe('release date and schedule', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const check = (releaseDate: string, schedule: 'standard' | 'priority' | 'express' = 'standard', plan: 'free' | 'pro' = 'free') =>
    checkReleaseDate({ schedule, releaseDate, now, plan }).map((error) => error.code);

  it('gives a standard release at least 3 weeks’ notice: 21 days is enough, 20 is not', () => {
    expect(check('2026-03-22')).toEqual([]);
    expect(checkReleaseDate({ schedule: 'standard', releaseDate: '2026-03-21', now, plan: 'free' })).toEqual([
      { code: 'standard_notice', field: 'releaseDate', params: { date: '2026-03-22', weeks: 3 } },
    ]);
  });

  it('lets priority and express releases come out any day from today', () => {
    expect(check('2026-03-01', 'express', 'pro')).toEqual([]);
    expect(check('2026-03-02', 'priority', 'pro')).toEqual([]);
    expect(check('2026-02-28', 'express', 'pro')).toEqual(['invalid_release_date']);
  });

  it('refuses a date that does not exist or is past', () => {
    expect(check('2026-02-30', 'express', 'pro')).toEqual(['invalid_release_date']);
    expect(check('22/03/2026')).toEqual(['invalid_release_date']);
    expect(check('2025-12-01')).toEqual(['invalid_release_date']);
  });

  it('counts the notice from today in the user’s time zone', () => {
    const lateEvening = new Date('2026-02-28T23:30:00Z');
    const input = { schedule: 'standard' as const, releaseDate: '2026-03-21', now: lateEvening, plan: 'free' as const };
    expect(checkReleaseDate(input)).toEqual([]);
    expect(checkReleaseDate({ ...input, timeZone: 'Europe/Istanbul' }).map((error) => error.code)).toEqual(['standard_notice']);
    expect(earliestReleaseDate({ schedule: 'standard', now: lateEvening, timeZone: 'Europe/Istanbul' })).toBe('2026-03-22');
    expect(earliestReleaseDate({ schedule: 'express', now: lateEvening, timeZone: 'Europe/Istanbul' })).toBe('2026-03-01');
  });

  it('keeps priority and express for PRO and Advanced', () => {
    expect(schedulesFor('free')).toEqual(['standard']);
    expect(schedulesFor('advanced')).toEqual(['standard', 'priority', 'express']);
    expect(checkReleaseDate({ schedule: 'express', releaseDate: '2026-03-10', now, plan: 'free' })).toEqual([
      { code: 'premium_required', field: 'schedule' },
    ]);
    expect(check('2026-03-10', 'priority', 'pro')).toEqual([]);
  });
});
