import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS, PRICES } from '@slipcase/domain';
import { createTestUser } from '../testing/release-fixture';
import { SandboxBillingProvider } from './providers/sandbox-provider';
import { cancelSubscription, loadSubscription, paymentManagementUrl, planOffers } from './subscription';
import { subscribe } from './testing/fixtures';

const NOW = new Date('2026-11-27T10:00:00Z');
const PERIOD_END = new Date('2026-12-15T00:00:00Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

function deps(now = NOW) {
  const cancelled: string[] = [];
  return {
    prisma: db.prisma,
    now,
    settings: DEFAULT_SETTINGS,
    provider: new SandboxBillingProvider({ secret: 'sandbox-secret-for-tests', prisma: db.prisma }),
    planOfPriceId: () => null,
    cancelPayout: async ({ payoutId }: { payoutId: string }) => {
      cancelled.push(payoutId);
    },
    cancelled,
  };
}

async function subscriber() {
  const user = await createTestUser(db.prisma);
  await subscribe(db.prisma, user.id, { subscriptionId: `sub_${user.id}`, customerId: `cus_${user.id}`, periodEnd: PERIOD_END });
  return user;
}

describe('planOffers', () => {
  it('offers each paid plan at its prices', () => {
    const pro = planOffers().find((offer) => offer.plan === 'pro')!;
    expect(pro.prices.length).toBeGreaterThan(0);
    for (const { interval, cents } of pro.prices) expect(cents).toBe(PRICES.pro[interval]);
  });
});

describe('the subscription page', () => {
  it('shows a live subscription that can be cancelled, then one that ends with its period, then the free plan', async () => {
    const user = await subscriber();
    expect(await loadSubscription(deps(), user.id)).toMatchObject({
      plan: 'pro', source: 'stripe', status: 'active', currentPeriodEnd: PERIOD_END.toISOString(),
      cancelAtPeriodEnd: false, storeBought: false, canCancel: true, canManagePayment: true,
    });

    expect(await cancelSubscription(deps(), user.id)).toBeNull();
    expect(await loadSubscription(deps(), user.id)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true, canCancel: false });
    expect(await cancelSubscription(deps(), user.id)).toBeNull();

    // The period passed with no word from the provider: the page ends it, cancelling the withdrawals still waiting.
    const payout = await db.prisma.payout.create({
      data: { userId: user.id, amountCents: 10_00, method: 'stripe', planAtRequest: 'pro', requestedAt: NOW, availableAt: PERIOD_END },
    });
    const after = deps(new Date(PERIOD_END.getTime() + 1000));
    expect(await loadSubscription(after, user.id)).toMatchObject({ plan: 'free', source: null, status: null, canCancel: false });
    expect(after.cancelled).toEqual([payout.id]);
  });

  it('leaves a subscription bought in an app store to the device, and cancels nothing without one', async () => {
    const user = await subscriber();
    await db.prisma.user.update({ where: { id: user.id }, data: { subscriptionSource: 'app_store' } });
    expect(await loadSubscription(deps(), user.id)).toMatchObject({ storeBought: true, canCancel: false, canManagePayment: false });
    expect(await cancelSubscription(deps(), user.id)).toBe('subscription_cancel_failed');
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).cancelAtPeriodEnd).toBe(false);

    const free = await createTestUser(db.prisma);
    expect(await cancelSubscription(deps(), free.id)).toBe('subscription_cancel_failed');
    expect(await loadSubscription(deps(), free.id)).toMatchObject({ plan: 'free', source: null, canCancel: false, canManagePayment: false });
  });

  it('answers a provider failure with the code to show, logging it', async () => {
    const user = await subscriber();
    // The sandbox knows no subscription by that id.
    await db.prisma.user.update({ where: { id: user.id }, data: { stripeSubscriptionId: 'sub_unknown_to_the_provider', subscriptionStatus: 'canceled' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await cancelSubscription(deps(), user.id)).toBe('subscription_cancel_failed');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});

describe('paymentManagementUrl', () => {
  it('opens the provider\'s page for a Stripe customer, and refuses one without', async () => {
    const user = await subscriber();
    const returnUrl = 'https://slipcase.example/account/subscription';
    expect(await paymentManagementUrl(deps(), { userId: user.id, returnUrl })).toMatch(/^https:\/\/slipcase\.example\/billing\/sandbox\?session=/);
    const free = await createTestUser(db.prisma);
    const refused = await paymentManagementUrl(deps(), { userId: free.id, returnUrl }).catch((error: AppError) => error);
    expect(refused).toMatchObject({ code: 'payment_management_unavailable' });
  });
});
