import { isAppError } from '@slipcase/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type BillingProvider } from '../provider';

export interface BillingProviderFixture {
  provider: BillingProvider;
  /** The secret the provider checks webhooks with. */
  webhookSecret: string;
  /** A running subscription, a customer and a connected account the provider knows. */
  subscriptionId: string;
  customerId: string;
  accountId: string;
  /** A one-time payment the provider took. */
  paymentId: string;
  close?: () => Promise<void>;
}

const BASE = 'http://localhost:3000';

function expectAbsoluteUrl(url: string): void {
  expect(['http:', 'https:']).toContain(new URL(url).protocol);
}

/** The suite both billing providers run: what the account pages rely on, whoever takes the money. */
export function runBillingProviderContract(name: string, makeFixture: () => Promise<BillingProviderFixture>): void {
  describe(`BillingProvider contract: ${name}`, () => {
    let fixture: BillingProviderFixture;
    beforeAll(async () => {
      fixture = await makeFixture();
    });
    afterAll(async () => {
      await fixture?.close?.();
    });

    const checkout = (plan: 'pro' | 'advanced', interval: 'yearly' | 'monthly') =>
      fixture.provider.createCheckout({
        userId: 'user-contract',
        email: 'contract@example.test',
        customerId: null,
        plan,
        interval,
        successUrl: `${BASE}/account/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${BASE}/upgrade`,
      });

    it.each([
      ['pro', 'yearly'],
      ['pro', 'monthly'],
      ['advanced', 'yearly'],
    ] as const)('opens a checkout of %s billed %s', async (plan, interval) => {
      const session = await checkout(plan, interval);
      expect(session.id).toMatch(/^cs_/);
      expectAbsoluteUrl(session.url);
    });

    it('refuses Advanced billed monthly, which is sold yearly only', async () => {
      const refusal = await checkout('advanced', 'monthly').catch((error: unknown) => error);
      expect(isAppError(refusal) && refusal.code).toBe('invalid_choice');
    });

    it('opens a checkout of one payment (a promotion campaign) for its amount', async () => {
      const session = await fixture.provider.createPaymentCheckout({
        userId: 'user-contract',
        email: 'contract@example.test',
        customerId: null,
        amountCents: 7000,
        description: 'Promotion: contract, 7 days',
        metadata: { kind: 'promotion', campaignId: 'campaign-contract' },
        successUrl: `${BASE}/promotion?paid=1`,
        cancelUrl: `${BASE}/promotion`,
      });
      expect(session.id).toMatch(/^cs_/);
      expectAbsoluteUrl(session.url);
    });

    // That the same key answers the same refund is Stripe's idempotency (stripe-mock keeps no state to show it);
    // the sandbox's own test checks it of the sandbox.
    it('refunds a payment in full under an idempotency key', async () => {
      const refund = await fixture.provider.refundPayment({ paymentId: fixture.paymentId, idempotencyKey: 'slipcase-promotion-refund:contract' });
      expect(refund.id).toMatch(/^re_/);
    });

    it('opens payment management for a customer', async () => {
      const portal = await fixture.provider.createPortal({ customerId: fixture.customerId, returnUrl: `${BASE}/account/subscription` });
      expectAbsoluteUrl(portal.url);
    });

    it('cancels a subscription at the end of its period, keeping the period', async () => {
      const subscription = await fixture.provider.cancelAtPeriodEnd(fixture.subscriptionId);
      expect(subscription.id).toBe(fixture.subscriptionId);
      expect(subscription.cancel_at_period_end).toBe(true);
      expect(subscription.items.data[0]?.current_period_end).toEqual(expect.any(Number));
    });

    it('starts Connect onboarding with a new express account, and again with the same one', async () => {
      const urls = { userId: 'user-contract', email: 'contract@example.test', returnUrl: `${BASE}/account/payout/stripe?return=1`, refreshUrl: `${BASE}/account/payout/stripe?refresh=1` };
      const first = await fixture.provider.createConnectOnboarding({ ...urls, accountId: null });
      expect(first.accountId).toMatch(/^acct_/);
      expectAbsoluteUrl(first.url);
      const again = await fixture.provider.createConnectOnboarding({ ...urls, accountId: fixture.accountId });
      expect(again.accountId).toBe(fixture.accountId);
      expectAbsoluteUrl(again.url);
    });

    it('reads whether a connected account finished onboarding', async () => {
      const account = await fixture.provider.retrieveConnectAccount(fixture.accountId);
      expect(account).toEqual({ id: fixture.accountId, detailsSubmitted: expect.any(Boolean) });
    });

    it('accepts a webhook signed with its secret and refuses a forged, altered or unsigned one', () => {
      const payload = JSON.stringify({ id: 'evt_contract', object: 'event', type: 'customer.subscription.updated', data: { object: {} } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: fixture.webhookSecret });
      expect(fixture.provider.verifyWebhook(payload, header)).toMatchObject({ id: 'evt_contract', type: 'customer.subscription.updated' });

      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect(() => fixture.provider.verifyWebhook(payload, forged)).toThrow(WebhookSignatureError);
      expect(() => fixture.provider.verifyWebhook(payload.replace('evt_contract', 'evt_other'), header)).toThrow(WebhookSignatureError);
      expect(() => fixture.provider.verifyWebhook(payload, null)).toThrow(WebhookSignatureError);
    });
  });
}
