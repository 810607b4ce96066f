import { ApplicationFailure } from '@temporalio/common';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeRail } from '@slipcase/services/payouts/rails/fake-rail';
import { addRoyalty, createPayee } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { settleOwed } from '@slipcase/services/ledger/settle-owed';
import { availableBalanceCents, ledgerSummary } from '@slipcase/services/payouts/ledger';
import { createWithdrawal } from '@slipcase/services/payouts/withdrawals';
import { cancelPayout, failPayout, payPayout } from './payouts';

describe('payout activities', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  async function waitingPayout(method: 'stripe' | 'payoneer' = 'stripe') {
    const user = await createPayee(db.prisma, { method, royaltiesCents: 100_00 });
    const payout = await createWithdrawal({ prisma: db.prisma, now: new Date(), settings: DEFAULT_SETTINGS }, { userId: user.id, amountCents: 40_00 });
    return { user, payout };
  }
  const stored = (payoutId: string) => db.prisma.payout.findUniqueOrThrow({ where: { id: payoutId } });
  const failure = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: unknown) => error);

  it('pays through the rail of the payout’s method, to the user’s account, and records the receipt', async () => {
    const { user, payout } = await waitingPayout('payoneer');
    const stripe = new FakeRail('stripe');
    const payoneer = new FakeRail('payoneer');
    const paid = await payPayout({ prisma: db.prisma, rails: { stripe, payoneer } }, { payoutId: payout.id });

    expect(stripe.payments).toEqual([]);
    expect(payoneer.payments).toEqual([
      { payoutId: payout.id, amountCents: 40_00, currency: 'USD', destination: user.email, externalId: paid.externalId },
    ]);
    const row = await stored(payout.id);
    expect(row).toMatchObject({ status: 'paid', externalId: paid.externalId, failure: null });
    expect(row.paidAt?.toISOString()).toBe(paid.paidAt);
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(60_00);

    // A retry after success changes nothing and pays nothing.
    expect(await payPayout({ prisma: db.prisma, rails: { payoneer } }, { payoutId: payout.id })).toEqual(paid);
    expect(payoneer.attempts).toBe(1);
  });

  it('pays a payout left paying by a crashed attempt once, under the same idempotency key', async () => {
    const { payout } = await waitingPayout();
    const rail = new FakeRail('stripe');
    // The first attempt reached the provider, then the worker died before recording the receipt.
    const first = await rail.pay({ payoutId: payout.id, amountCents: 40_00, currency: 'USD', destination: 'x' });
    await db.prisma.payout.update({ where: { id: payout.id }, data: { status: 'paying' } });

    const paid = await payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: payout.id });
    expect(paid.externalId).toBe(first.externalId);
    expect(rail.payments).toHaveLength(1);
    expect((await stored(payout.id)).status).toBe('paid');
  });

  it('lets an outage be retried, and fails a refusal or a missing rail without retry', async () => {
    const { payout } = await waitingPayout();
    const rail = new FakeRail('stripe');
    rail.failNext(1);
    const outage = await failure(payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: payout.id }));
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(ApplicationFailure);
    expect((await stored(payout.id)).status).toBe('paying');

    const { user: refusedUser, payout: refusedPayout } = await waitingPayout();
    rail.refuseDestination(refusedUser.stripeAccountId!);
    expect(await failure(payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: refusedPayout.id }))).toMatchObject({
      type: 'payout_refused',
      nonRetryable: true,
    });

    const { payout: railless } = await waitingPayout('payoneer');
    expect(await failure(payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: railless.id }))).toMatchObject({
      type: 'payout_rail_unavailable',
      nonRetryable: true,
    });
    expect(rail.payments).toEqual([]);
  });

  it('does not pay a withdrawal held before a refund took the balance below zero: it pays back what is owed first (decision 033)', async () => {
    const { user, payout } = await waitingPayout();
    // 60 available, 40 held; a refund of 100 leaves 40 owed.
    await addRoyalty(db.prisma, user.id, -100_00);
    await settleOwed(db.prisma);
    expect(await ledgerSummary(db.prisma, user.id)).toMatchObject({ availableCents: 0, heldCents: 40_00, owedCents: 40_00 });
    const rail = new FakeRail('stripe');

    const held = await failure(payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: payout.id }));
    expect(held).toMatchObject({ type: 'payout_held_for_owed', nonRetryable: true });
    expect(rail.attempts).toBe(0);
    expect((await stored(payout.id)).status).toBe('waiting');
    // The workflow then fails it: its amount goes back to the balance and pays back what is owed.
    await failPayout(db.prisma, { payoutId: payout.id, message: (held as Error).message });
    expect(await ledgerSummary(db.prisma, user.id)).toMatchObject({ availableCents: 0, heldCents: 0, owedCents: 0 });
    expect((await stored(payout.id)).failure).toBe(`Payout ${payout.id} was not paid: 40.00 USD is owed from a refund, and is paid back from this amount first`);

    // Owing less than it holds: the rest is available again.
    const { user: other, payout: larger } = await waitingPayout();
    await addRoyalty(db.prisma, other.id, -75_00);
    await settleOwed(db.prisma);
    expect(await failure(payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: larger.id }))).toMatchObject({ type: 'payout_held_for_owed' });
    await failPayout(db.prisma, { payoutId: larger.id, message: 'held' });
    expect(await ledgerSummary(db.prisma, other.id)).toMatchObject({ availableCents: 25_00, owedCents: 0 });
    expect(rail.attempts).toBe(0);
  });

  it('refuses to pay a cancelled or failed payout, and calls no rail', async () => {
    const rail = new FakeRail('stripe');
    for (const status of ['cancelled', 'failed'] as const) {
      const { payout } = await waitingPayout();
      await db.prisma.payout.update({ where: { id: payout.id }, data: { status } });
      expect(await failure(payPayout({ prisma: db.prisma, rails: { stripe: rail } }, { payoutId: payout.id }))).toMatchObject({
        type: 'invalid_transition',
        nonRetryable: true,
      });
    }
    expect(rail.attempts).toBe(0);
  });

  it('fails a payout with its reason and gives the amount back, but never a paid or cancelled one', async () => {
    const { user, payout } = await waitingPayout();
    await db.prisma.payout.update({ where: { id: payout.id }, data: { status: 'paying' } });
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(60_00);
    expect(await failPayout(db.prisma, { payoutId: payout.id, message: 'refused by the bank' })).toEqual({ status: 'failed' });
    expect(await stored(payout.id)).toMatchObject({ status: 'failed', failure: 'refused by the bank' });
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(100_00);

    for (const status of ['paid', 'cancelled'] as const) {
      const { payout: settled } = await waitingPayout();
      await db.prisma.payout.update({ where: { id: settled.id }, data: { status } });
      expect(await failPayout(db.prisma, { payoutId: settled.id, message: 'late' })).toEqual({ status });
      expect((await stored(settled.id)).failure).toBeNull();
    }
  });

  it('cancels a waiting payout, again without harm, and refuses once it is being paid', async () => {
    const { user, payout } = await waitingPayout();
    expect(await cancelPayout(db.prisma, { payoutId: payout.id })).toEqual({ status: 'cancelled' });
    expect(await cancelPayout(db.prisma, { payoutId: payout.id })).toEqual({ status: 'cancelled' });
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(100_00);

    const { payout: paying } = await waitingPayout();
    await db.prisma.payout.update({ where: { id: paying.id }, data: { status: 'paying' } });
    expect(await failure(cancelPayout(db.prisma, { payoutId: paying.id }))).toMatchObject({ type: 'invalid_transition' });
    expect((await stored(paying.id)).status).toBe('paying');
    expect(await failure(cancelPayout(db.prisma, { payoutId: 'nope' }))).toMatchObject({ type: 'not_found' });
  });
});
