import { describe, expect, it } from 'vitest';
import {
  analyticsAccess,
  artistProfileLimit,
  billingIntervals,
  can,
  canImpersonate,
  canManageAccount,
  effectiveTheme,
  featuresOf,
  isPaidPlan,
  isStaff,
  PAID_PLANS,
  plansWith,
  showsAds,
  supportOf,
  yearlySavingPercent,
} from './policy';

describe('plans', () => {
  it('gives the free plan none of the paid features', () => {
    expect(featuresOf('free')).toEqual([]);
    expect(can('free', 'api_access')).toBe(false);
    expect(can('pro', 'api_access')).toBe(true);
  });

  it('keeps multiple artists and promotional tools for Advanced', () => {
    expect(can('pro', 'multiple_artists')).toBe(false);
    expect(can('advanced', 'multiple_artists')).toBe(true);
    expect(featuresOf('advanced').length).toBeGreaterThan(featuresOf('pro').length);
  });

  it('forces non-subscribers back to light', () => {
    expect(effectiveTheme('free', 'dark')).toBe('light');
    expect(effectiveTheme('pro', 'dark')).toBe('dark');
    expect(effectiveTheme('advanced', null)).toBe('light');
  });

  it('shows ads to free users only', () => {
    expect(showsAds('free')).toBe(true);
    expect(showsAds('pro')).toBe(false);
  });

  it('answers support in 48, 24 and 4 hours', () => {
    expect(['free', 'pro', 'advanced'].map((plan) => supportOf(plan as 'free').responseHours)).toEqual([48, 24, 4]);
  });

  it('bills Advanced yearly only and PRO both ways, saving 83% a year', () => {
    expect(billingIntervals('advanced')).toEqual(['yearly']);
    expect(billingIntervals('pro')).toEqual(['yearly', 'monthly']);
    expect(yearlySavingPercent('pro')).toBe(83);
    expect(yearlySavingPercent('advanced')).toBeNull();
  });

  it('gives the plan with multiple artists more artist profiles than any other (000 §6)', () => {
    expect(artistProfileLimit('free')).toBeLessThan(artistProfileLimit('pro'));
    for (const plan of ['free', 'pro'] as const) {
      expect(can(plan, 'multiple_artists')).toBe(false);
      expect(artistProfileLimit(plan)).toBeLessThan(artistProfileLimit('advanced'));
    }
  });

  it('gives custom ISRC and UPC codes to PRO and Advanced (001 §1)', () => {
    expect(plansWith('custom_codes')).toEqual(['pro', 'advanced']);
    expect(plansWith('presave')).toEqual(['pro', 'advanced']);
    expect(plansWith('multiple_artists')).toEqual(['advanced']);
  });

  it('names the paid plans once', () => {
    expect(PAID_PLANS).toEqual(['pro', 'advanced']);
    expect(isPaidPlan('free')).toBe(false);
    expect(isPaidPlan('advanced')).toBe(true);
    expect(isPaidPlan('gold')).toBe(false);
  });
});

describe('roles', () => {
  it('lets operators and admins review, and only admins impersonate', () => {
    expect(isStaff('artist')).toBe(false);
    expect(isStaff('operator')).toBe(true);
    expect(isStaff('admin')).toBe(true);
    expect(canImpersonate('operator')).toBe(false);
    expect(canImpersonate('admin')).toBe(true);
  });

  it('lets admins act on users only, never on staff', () => {
    expect(canManageAccount('admin', 'artist')).toBe(true);
    expect(canManageAccount('admin', 'operator')).toBe(false);
    expect(canManageAccount('admin', 'admin')).toBe(false);
    expect(canManageAccount('operator', 'artist')).toBe(false);
    expect(canManageAccount('artist', 'artist')).toBe(false);
  });
});

describe('analyticsAccess', () => {
  it('limits the free plan to 90 days without the advanced view; PRO and Advanced see all', () => {
    expect(analyticsAccess('free')).toEqual({ advanced: false, ranges: ['7d', '30d', '90d'], labelTotal: false });
    expect(analyticsAccess('pro')).toEqual({ advanced: true, ranges: ['7d', '30d', '90d', '1y', 'all'], labelTotal: false });
    expect(analyticsAccess('advanced')).toMatchObject({ advanced: true, labelTotal: true });
  });
});
