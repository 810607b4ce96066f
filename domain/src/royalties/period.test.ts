import { describe, expect, it } from 'vitest';
import { isSalesPeriod, nextSalesPeriod, planInForce, salesPeriodEnd } from './period';

describe('sales periods', () => {
  it('are real months', () => {
    expect(isSalesPeriod('2026-02')).toBe(true);
    for (const bad of ['2026-13', '2026-00', '26-01', '2026-1', '1999-12', '2026-02-01']) expect(isSalesPeriod(bad)).toBe(false);
  });

  it('end on their last day and follow one another', () => {
    expect(salesPeriodEnd('2024-02').toISOString()).toBe('2024-02-29T23:59:59.999Z');
    expect(nextSalesPeriod('2026-12')).toBe('2027-01');
    expect(nextSalesPeriod('2026-09')).toBe('2026-10');
  });
});

describe('planInForce', () => {
  const changes = [
    { plan: 'pro', at: new Date('2026-03-10T00:00:00Z') },
    { plan: 'free', at: new Date('2026-01-01T00:00:00Z') },
  ];
  it('is the last change on or before the instant', () => {
    expect(planInForce(changes, salesPeriodEnd('2026-02'))).toBe('free');
    expect(planInForce(changes, salesPeriodEnd('2026-03'))).toBe('pro');
    expect(planInForce(changes, new Date('2025-12-31T00:00:00Z'))).toBeNull();
  });
});
