import { describe, expect, it } from 'vitest';
import { PLANS, isPlan, isPremium } from './plan';

describe('plans', () => {
  it('matches the database enum', () => {
    expect(PLANS).toEqual(['free', 'pro', 'advanced']);
    expect(isPlan('advanced')).toBe(true);
    expect(isPlan('lite')).toBe(false);
  });

  it('counts PRO and Advanced as premium, not the free plan', () => {
    expect(PLANS.filter(isPremium)).toEqual(['pro', 'advanced']);
  });
});
