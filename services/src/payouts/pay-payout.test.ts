import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS } from '@slipcase/domain';
import { checkLedger } from '../ledger/check-ledger';
import { ownerWithTrack, postUsdStatement } from '../testing/posted-statements';
import { ledgerSummary } from './ledger';
import { cancelPayout, failPayout, payPayout, PayoutFailure } from './pay-payout';
import { FakeRail } from './rails/fake-rail';
import { createPayee } from './rails/testing/ledger-fixture';
import { createWithdrawal } from './withdrawals';

const PAID_AT = new Date('2026-12-01T10:00:00Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** A waiting payout of `amountCents` from a payee holding 100.00 USD, paid by `method`. */
async function waitingPayout(amountCents = 40_00, method: 'stripe' | 'payoneer' = 'stripe') {
  const payee = await createPayee(db.prisma, { method, royaltiesCents: 100_00 });
  const payout = await createWithdrawal({ prisma: db.prisma, now: new Date('2026-10-01T10:00:00Z'), settings: DEFAULT_SETTINGS }, { userId: payee.id, amountCents });
  return { payee, payout };
}

const pay = (rail: FakeRail | undefined, payoutId: string) => payPayout({ prisma: db.prisma, rails: rail ? { [rail.method]: rail } : {}, now: PAID_AT }, { payoutId });
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: PayoutFailure | AppError) =>
  error instanceof PayoutFailure ? { failure: error.type } : error instanceof AppError ? { code: error.code } : { error: String(error) });
const status = async (payoutId: string) => (await db.prisma.payout.findUniqueOrThrow({ where: { id: payoutId } })).status;

describe('payPayout', () => {
  it('pays the amount once to the account the user has now, and takes it from what is held', async () => {
    const { payee, payout } = await waitingPayout();
    // The user connected another Stripe account while the payout waited: that is where it goes.
    await db.prisma.user.update({ where: { id: payee.id }, data: { stripeAccountId: 'acct_new' } });
    const rail = new FakeRail('stripe');

    const paid = await pay(rail, payout.id);
    expect(paid).toEqual({ externalId: 'fake_stripe_1', paidAt: PAID_AT.toISOString() });
    expect(rail.payments).toEqual([{ payoutId: payout.id, amountCents: 40_00, currency: 'USD', destination: 'acct_new', externalId: 'fake_stripe_1' }]);
    expect(await db.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).toMatchObject({ status: 'paid', externalId: 'fake_stripe_1', paidAt: PAID_AT });
    expect(await ledgerSummary(db.prisma, payee.id)).toMatchObject({ heldCents: 0, paidCents: 40_00, availableCents: 60_00 });

    // Asked again (a retried activity): the receipt, no second payment, nothing settled twice.
    expect(await pay(rail, payout.id)).toEqual(paid);
    expect(rail.attempts).toBe(1);
    expect(await ledgerSummary(db.prisma, payee.id)).toMatchObject({ paidCents: 40_00, availableCents: 60_00 });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('pays a payout left paying again under the same key: the provider\'s first payment, recorded once', async () => {
    const { payee, payout } = await waitingPayout();
    const rail = new FakeRail('stripe');
    rail.failNext(1);
    expect(await failure(pay(rail, payout.id))).toEqual({ error: 'Error: stripe (fake) is unavailable' });
    expect(await status(payout.id)).toBe('paying');
    // An attempt reached the provider, then its worker died before recording it.
    await rail.pay({ payoutId: payout.id, amountCents: 40_00, currency: 'USD', destination: `acct_${payee.id}` });
    expect(await pay(rail, payout.id)).toEqual({ externalId: 'fake_stripe_1', paidAt: PAID_AT.toISOString() });
    expect(rail.payments).toHaveLength(1);
    expect(await status(payout.id)).toBe('paid');
  });

  it('fails for good when the provider refuses or the worker has no rail for the method, leaving the payout to be failed', async () => {
    const refused = await waitingPayout();
    const rail = new FakeRail('stripe');
    rail.refuseDestination(`acct_${refused.payee.id}`);
    expect(await failure(pay(rail, refused.payout.id))).toEqual({ failure: 'payout_refused' });
    expect(await status(refused.payout.id)).toBe('paying');

    const payoneer = await waitingPayout(40_00, 'payoneer');
    expect(await failure(pay(new FakeRail('stripe'), payoneer.payout.id))).toEqual({ failure: 'payout_rail_unavailable' });
    expect(await failure(pay(undefined, 'no-such-payout'))).toEqual({ code: 'not_found' });
  });

  it('holds back a waiting payout once its holder owes money from a refund posted since, paying nothing', async () => {
    const { owner, track } = await ownerWithTrack(db.prisma, 'pro');
    await db.prisma.user.update({ where: { id: owner.id }, data: { payoutMethod: 'stripe', stripeAccountId: 'acct_owing' } });
    await postUsdStatement(db.prisma, { period: '2026-09', lines: [{ isrc: track.isrc, amountMicros: 100_000_000n }] });
    const payout = await createWithdrawal({ prisma: db.prisma, now: new Date('2026-10-01T10:00:00Z'), settings: DEFAULT_SETTINGS }, { userId: owner.id, amountCents: 100_00 });
    await postUsdStatement(db.prisma, { period: '2026-10', lines: [{ isrc: track.isrc, amountMicros: -30_000_000n }] });
    expect((await ledgerSummary(db.prisma, owner.id)).owedCents).toBe(30_00);

    const rail = new FakeRail('stripe');
    expect(await failure(pay(rail, payout.id))).toEqual({ failure: 'payout_held_for_owed' });
    expect(rail.attempts).toBe(0);
    expect(await status(payout.id)).toBe('waiting');
  });

  it('refuses a cancelled or failed payout, and names a payment the row contradicts', async () => {
    const cancelled = await waitingPayout();
    await cancelPayout(db.prisma, { payoutId: cancelled.payout.id });
    expect(await failure(pay(new FakeRail('stripe'), cancelled.payout.id))).toEqual({ code: 'invalid_transition' });

    // The payout is failed by someone else while the provider pays it: paid there, failed here.
    const raced = await waitingPayout();
    const rail = new FakeRail('stripe');
    const racing = { method: 'stripe' as const, pay: async (request: Parameters<FakeRail['pay']>[0]) => {
      const receipt = await rail.pay(request);
      await db.prisma.payout.update({ where: { id: raced.payout.id }, data: { status: 'failed' } });
      return receipt;
    } };
    const conflict = await payPayout({ prisma: db.prisma, rails: { stripe: racing }, now: PAID_AT }, { payoutId: raced.payout.id }).catch((error: PayoutFailure) => error);
    expect(conflict).toMatchObject({ type: 'payout_state_conflict', message: expect.stringContaining('fake_stripe_1') });
  });
});

describe('failPayout and cancelPayout', () => {
  it('give a waiting payout\'s amount back once; a paid one stays paid and cannot be cancelled', async () => {
    const { payee, payout } = await waitingPayout();
    expect(await failPayout(db.prisma, { payoutId: payout.id, message: 'the bank refused' })).toEqual({ status: 'failed' });
    expect(await failPayout(db.prisma, { payoutId: payout.id, message: 'again' })).toEqual({ status: 'failed' });
    expect(await ledgerSummary(db.prisma, payee.id)).toMatchObject({ heldCents: 0, availableCents: 100_00 });
    expect(await db.prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).toMatchObject({ failure: 'the bank refused' });

    const paid = await waitingPayout();
    await pay(new FakeRail('stripe'), paid.payout.id);
    expect(await failPayout(db.prisma, { payoutId: paid.payout.id, message: 'too late' })).toEqual({ status: 'paid' });
    expect(await failure(cancelPayout(db.prisma, { payoutId: paid.payout.id }))).toEqual({ code: 'invalid_transition' });
    expect(await ledgerSummary(db.prisma, paid.payee.id)).toMatchObject({ paidCents: 40_00, availableCents: 60_00 });

    const waiting = await waitingPayout();
    expect(await cancelPayout(db.prisma, { payoutId: waiting.payout.id })).toEqual({ status: 'cancelled' });
    expect(await cancelPayout(db.prisma, { payoutId: waiting.payout.id })).toEqual({ status: 'cancelled' });
    expect(await ledgerSummary(db.prisma, waiting.payee.id)).toMatchObject({ heldCents: 0, availableCents: 100_00 });
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });
});
