import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../testing/accounts';
import type { SyncDeps } from './billing-deps';
import { applyBillingEvent } from './events';
import { billingEvent, subscribe, subscriptionObject } from './testing/fixtures';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const NOW = new Date('2026-05-01T12:00:00Z');
const LATER = new Date('2026-06-01T12:00:00Z');

function deps(cancelled: string[] = []): SyncDeps {
  return {
    prisma: database.prisma,
    now: NOW,
    settings: DEFAULT_SETTINGS,
    planOfPriceId: (priceId) => (priceId === 'price_advanced' ? 'advanced' : null),
    cancelPayout: async ({ payoutId }) => void cancelled.push(payoutId),
  };
}

describe('applyBillingEvent', () => {
  it('applies an event once: the plan a subscription pays for, by its metadata or its configured price', async () => {
    const user = await createAccount(database.prisma, { username: 'buyer' });
    const subscription = subscriptionObject({ id: 'sub_buyer', customer: 'cus_buyer', periodEnd: LATER, userId: user.id, plan: '' });
    subscription.items.data[0]!.price = { id: 'price_advanced' };
    const event = billingEvent('customer.subscription.created', subscription);
    expect(await applyBillingEvent(deps(), event)).toBe('applied');
    expect(await applyBillingEvent(deps(), event)).toBe('duplicate');
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      plan: 'advanced',
      subscriptionStatus: 'active',
      stripeSubscriptionId: 'sub_buyer',
      stripeCustomerId: 'cus_buyer',
    });
  });

  it('ends a deleted subscription: back to free, waiting withdrawals cancelled through the port', async () => {
    const user = await createAccount(database.prisma, { username: 'leaver', plan: 'pro' });
    await subscribe(database.prisma, user.id, { subscriptionId: 'sub_leaver', customerId: 'cus_leaver', periodEnd: LATER });
    const payout = await database.prisma.payout.create({
      data: { userId: user.id, amountCents: 50_00, status: 'waiting', currency: 'USD', method: 'stripe', planAtRequest: 'pro', availableAt: LATER },
    });
    const cancelled: string[] = [];
    const deleted = subscriptionObject({ id: 'sub_leaver', customer: 'cus_leaver', periodEnd: LATER, status: 'canceled' });
    expect(await applyBillingEvent(deps(cancelled), billingEvent('customer.subscription.deleted', deleted))).toBe('applied');
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
    expect(cancelled).toEqual([payout.id]);
  });

  it('ignores events it does not handle, recording them all the same', async () => {
    const event = billingEvent('customer.created', {});
    expect(await applyBillingEvent(deps(), event)).toBe('ignored');
    expect(await applyBillingEvent(deps(), event)).toBe('duplicate');
  });
});
