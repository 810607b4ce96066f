import { describe, expect, it } from 'vitest';
import { cancelsInProduct, checkoutPriceCents, periodEnd, subscriptionHasEnded, subscriptionIsLive } from './subscription';

const now = new Date('2031-05-10T12:00:00Z');
const later = new Date('2031-06-10T12:00:00Z');
const earlier = new Date('2031-05-10T11:59:59Z');

describe('subscriptionHasEnded', () => {
  it('keeps a cancelled subscription until its period ends, then ends it', () => {
    expect(subscriptionHasEnded({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: later }, now)).toBe(false);
    expect(subscriptionHasEnded({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: earlier }, now)).toBe(true);
    expect(subscriptionHasEnded({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: now }, now)).toBe(true);
  });

  it('does not end a renewing subscription whose period passed (the renewal is on its way)', () => {
    expect(subscriptionHasEnded({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: earlier }, now)).toBe(false);
    expect(subscriptionHasEnded({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: earlier }, now)).toBe(false);
  });

  it('ends a subscription the provider ended', () => {
    expect(subscriptionHasEnded({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: later }, now)).toBe(true);
  });

  it('calls live what runs and has a status', () => {
    expect(subscriptionIsLive({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: later }, now)).toBe(true);
    expect(subscriptionIsLive({ status: null, cancelAtPeriodEnd: false, currentPeriodEnd: null }, now)).toBe(false);
    expect(subscriptionIsLive({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: later }, now)).toBe(false);
  });
});

describe('cancelsInProduct', () => {
  it('cancels Stripe subscriptions here and store-bought ones on the device', () => {
    expect(cancelsInProduct('stripe')).toBe(true);
    expect(cancelsInProduct('app_store')).toBe(false);
    expect(cancelsInProduct('play_store')).toBe(false);
    expect(cancelsInProduct(null)).toBe(false);
  });
});

describe('checkoutPriceCents', () => {
  it('prices PRO both ways and Advanced yearly only', () => {
    expect(checkoutPriceCents('pro', 'yearly')).toBe(4999);
    expect(checkoutPriceCents('pro', 'monthly')).toBe(2499);
    expect(checkoutPriceCents('advanced', 'yearly')).toBe(19999);
    expect(checkoutPriceCents('advanced', 'monthly')).toBeNull();
  });
});

describe('periodEnd', () => {
  it('adds a month or a year', () => {
    expect(periodEnd(new Date('2031-01-31T08:00:00Z'), 'yearly').toISOString()).toBe('2032-01-31T08:00:00.000Z');
    expect(periodEnd(new Date('2031-05-10T08:00:00Z'), 'monthly').toISOString()).toBe('2031-06-10T08:00:00.000Z');
  });
});
