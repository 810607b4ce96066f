import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { requestWithdrawal } from '@slipcase/services';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { workflowServiceDeps } from '../server/deps.server';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { quietTemporalLogs, runTestWorker, startTestTemporal, type RunningTestWorker } from '@slipcase/workflows/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEvent, signedWebhook, subscribe, subscriptionObject } from '@slipcase/services/billing/testing/fixtures';
import type { BillingEvent } from '@slipcase/services/billing/provider';
import { createUser, useTestDatabase } from '../testing/database';
import { action } from './webhooks.stripe';

// The webhook against a fresh database, a real Temporal dev server and the real worker: an ended subscription
// cancels the user's waiting withdrawals through their workflows.
const SECRET = 'whsec_webhook_test';
const DAY_MS = 24 * 60 * 60 * 1000;
let database: TestDatabase;
let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
let worker: RunningTestWorker | undefined;
let tmp: string;
let userId: string;
let sequence = 0;

beforeAll(async () => {
  quietTemporalLogs();
  tmp = await mkdtemp(join(tmpdir(), 'slipcase-web-webhooks-'));
  [temporal, database] = await Promise.all([startTestTemporal(), useTestDatabase()]);
  Object.assign(process.env, temporal.env);
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  delete process.env.STRIPE_SECRET_KEY;
  worker = await runTestWorker(temporal, {
    prisma: database.prisma,
    stores: [],
    storageDir: tmp,
    rails: { stripe: new FakeRail('stripe') },
  });
}, 180_000);

afterAll(async () => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
  await closeTemporalClient();
  await worker?.stop();
  await database?.drop();
  await temporal?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  sequence += 1;
  ({ id: userId } = await createUser(database, { username: `listener${sequence}`, password: 'pw-123456!' }));
});

async function deliver(event: BillingEvent, secret = SECRET) {
  const response = await action({ request: signedWebhook(event, secret), params: {}, context: {} });
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
}

const user = () => database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
const inAMonth = () => new Date(Date.now() + 30 * DAY_MS);

function checkoutCompleted(subscriptionId = `sub_${sequence}`, plan = 'pro') {
  return billingEvent('checkout.session.completed', {
    id: `cs_${sequence}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer: `cus_${sequence}`,
    subscription: subscriptionId,
    metadata: { userId, plan, interval: 'yearly' },
  });
}

describe('POST /webhooks/stripe', () => {
  it('applies a well-signed checkout and subscription: the plan, the ids, the period', async () => {
    const periodEnd = inAMonth();
    expect((await deliver(checkoutCompleted())).body.outcome).toBe('applied');
    const created = billingEvent(
      'customer.subscription.created',
      subscriptionObject({ id: `sub_${sequence}`, customer: `cus_${sequence}`, periodEnd, userId }),
    );
    expect((await deliver(created)).body.outcome).toBe('applied');
    expect(await user()).toMatchObject({
      plan: 'pro',
      subscriptionSource: 'stripe',
      subscriptionStatus: 'active',
      stripeCustomerId: `cus_${sequence}`,
      stripeSubscriptionId: `sub_${sequence}`,
      currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000),
      cancelAtPeriodEnd: false,
    });
  });

  it('applies each event once: a replay changes nothing', async () => {
    const event = checkoutCompleted(`sub_${sequence}`, 'advanced');
    expect((await deliver(event)).body.outcome).toBe('applied');
    expect((await user()).plan).toBe('advanced');
    // Something else changed the user meanwhile; the redelivered event must not undo it.
    await database.prisma.user.update({ where: { id: userId }, data: { plan: 'pro' } });
    const replay = await deliver(event);
    expect(replay).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect((await user()).plan).toBe('pro');
    expect(await database.prisma.stripeEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it('refuses a bad signature with 400 and applies nothing', async () => {
    const event = checkoutCompleted();
    expect(await deliver(event, 'whsec_forged')).toEqual({ status: 400, body: { error: 'invalid_signature' } });
    const unsigned = new Request('http://localhost/webhooks/stripe', { method: 'POST', body: JSON.stringify(event) });
    expect((await action({ request: unsigned, params: {}, context: {} })).status).toBe(400);
    const tampered = signedWebhook(event, SECRET, JSON.stringify(event));
    const altered = new Request(tampered.url, {
      method: 'POST',
      headers: tampered.headers,
      body: JSON.stringify({ ...event, data: { object: { ...(event.data.object as object), metadata: { plan: 'advanced' } } } }),
    });
    expect((await action({ request: altered, params: {}, context: {} })).status).toBe(400);
    expect((await user()).plan).toBe('free');
    expect(await database.prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it('keeps the plan through a failed payment, as past due', async () => {
    await subscribe(database.prisma, userId, { subscriptionId: `sub_${sequence}`, customerId: `cus_${sequence}`, periodEnd: inAMonth() });
    const failed = billingEvent('invoice.payment_failed', {
      id: `in_${sequence}`,
      customer: `cus_${sequence}`,
      parent: { subscription_details: { subscription: `sub_${sequence}` } },
    });
    expect((await deliver(failed)).body.outcome).toBe('applied');
    expect(await user()).toMatchObject({ plan: 'pro', subscriptionStatus: 'past_due' });
  });

  it('records a cancellation at period end and keeps the plan until then', async () => {
    const periodEnd = inAMonth();
    await subscribe(database.prisma, userId, { subscriptionId: `sub_${sequence}`, customerId: `cus_${sequence}`, periodEnd });
    const updated = billingEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: `sub_${sequence}`, customer: `cus_${sequence}`, periodEnd, cancel_at_period_end: true }),
    );
    await deliver(updated);
    expect(await user()).toMatchObject({ plan: 'pro', subscriptionStatus: 'active', cancelAtPeriodEnd: true });
  });

  it('ends a deleted subscription: free plan, and the waiting withdrawals cancelled', async () => {
    const periodEnd = inAMonth();
    await subscribe(database.prisma, userId, { subscriptionId: `sub_${sequence}`, customerId: `cus_${sequence}`, periodEnd });
    await database.prisma.user.update({ where: { id: userId }, data: { payoutMethod: 'stripe', stripeAccountId: 'acct_listener' } });
    await addRoyalty(database.prisma, userId, 100_00);
    const first = await requestWithdrawal(await workflowServiceDeps(), { userId, amountCents: 20_00 });
    const second = await requestWithdrawal(await workflowServiceDeps(), { userId, amountCents: 30_00 });

    const deleted = billingEvent(
      'customer.subscription.deleted',
      subscriptionObject({ id: `sub_${sequence}`, customer: `cus_${sequence}`, periodEnd, status: 'canceled' }),
    );
    expect((await deliver(deleted)).body.outcome).toBe('applied');
    expect(await user()).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled', cancelAtPeriodEnd: false });
    const payouts = await database.prisma.payout.findMany({ where: { id: { in: [first.payoutId, second.payoutId] } } });
    expect(payouts.map((payout) => payout.status)).toEqual(['cancelled', 'cancelled']);

    // An older update about the ended subscription, arriving late, does not bring the plan back.
    const late = billingEvent('customer.subscription.updated', subscriptionObject({ id: `sub_${sequence}`, customer: `cus_${sequence}`, periodEnd }));
    await deliver(late);
    expect((await user()).plan).toBe('free');
  });

  it('grants nothing for a checkout whose payment is still on its way', async () => {
    const pending = checkoutCompleted();
    (pending.data.object as { payment_status: string }).payment_status = 'unpaid';
    expect((await deliver(pending)).body.outcome).toBe('ignored');
    expect(await user()).toMatchObject({ plan: 'free', subscriptionStatus: null });
  });

  it('ignores event types it does not handle, once', async () => {
    const other = billingEvent('charge.refunded', { id: 'ch_1' });
    expect((await deliver(other)).body.outcome).toBe('ignored');
    expect((await deliver(other)).body.outcome).toBe('duplicate');
  });
});
