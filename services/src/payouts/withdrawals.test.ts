import { createTestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOwed } from '../ledger/settle-owed';
import { addRoyalty, createPayee } from './rails/testing/ledger-fixture';
import { availableBalanceCents, ledgerSummary } from './ledger';
import { createWithdrawal, payoutDestination } from './withdrawals';

const DAY_MS = 24 * 60 * 60 * 1000;
const settings = { ...DEFAULT_SETTINGS, minimumWithdrawalCents: 10_00 };
const now = new Date('2026-11-22T10:30:00Z');

describe('createWithdrawal', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  const withdraw = (userId: string, amountCents: number) =>
    createWithdrawal({ prisma: db.prisma, now, settings }, { userId, amountCents });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'created',
      (error: unknown) => (error instanceof AppError ? { code: error.code, field: error.field, params: error.params } : error),
    );

  it('holds the amount in a waiting payout, payable after the wait of the plan at request time', async () => {
    for (const [plan, days] of [['free', 90], ['pro', 30], ['advanced', 30]] as const) {
      const user = await createPayee(db.prisma, { plan, method: plan === 'pro' ? 'payoneer' : 'stripe', royaltiesCents: 50_00 });
      const payout = await withdraw(user.id, 20_00);
      expect(payout).toMatchObject({
        userId: user.id,
        amountCents: 20_00,
        currency: 'USD',
        method: plan === 'pro' ? 'payoneer' : 'stripe',
        planAtRequest: plan,
        status: 'waiting',
        requestedAt: now,
        availableAt: new Date(now.getTime() + days * DAY_MS),
      });
      expect(await availableBalanceCents(db.prisma, user.id)).toBe(30_00);
    }
  });

  it('refuses without a payout method or its account, and creates nothing', async () => {
    const none = await createPayee(db.prisma, { method: null, royaltiesCents: 50_00 });
    const noAccount = await createPayee(db.prisma, { method: 'stripe', royaltiesCents: 50_00 });
    await db.prisma.user.update({ where: { id: noAccount.id }, data: { stripeAccountId: null, payoneerEmail: 'x@example.test' } });

    for (const user of [none, noAccount]) {
      expect(await refusal(withdraw(user.id, 20_00))).toMatchObject({ code: 'payout_not_configured', field: 'payoutMethod' });
      expect(await db.prisma.payout.count({ where: { userId: user.id } })).toBe(0);
    }
    expect(await refusal(withdraw('nobody', 20_00))).toMatchObject({ code: 'not_found' });
  });

  it('refuses an amount below the minimum, above the balance, or not in whole cents', async () => {
    const user = await createPayee(db.prisma, { royaltiesCents: 50_00 });
    expect(await refusal(withdraw(user.id, 9_99))).toEqual({
      code: 'withdrawal_below_minimum',
      field: 'amount',
      params: { min: '10.00 USD' },
    });
    expect(await refusal(withdraw(user.id, 50_01))).toMatchObject({ code: 'withdrawal_above_balance', field: 'amount' });
    expect(await refusal(withdraw(user.id, 12.5))).toMatchObject({ code: 'invalid_amount' });
    expect(await db.prisma.payout.count({ where: { userId: user.id } })).toBe(0);
    expect((await withdraw(user.id, 50_00)).amountCents).toBe(50_00);
  });

  it('refuses any withdrawal while a refund beyond the balance is owed, naming what is owed (decision 033)', async () => {
    const user = await createPayee(db.prisma, { royaltiesCents: 50_00 });
    await addRoyalty(db.prisma, user.id, -110_00);
    await settleOwed(db.prisma);
    expect(await ledgerSummary(db.prisma, user.id)).toMatchObject({ availableCents: 0, owedCents: 60_00 });
    expect(await refusal(withdraw(user.id, 20_00))).toEqual({ code: 'withdrawal_while_owed', field: 'amount', params: { owed: '60.00 USD' } });
    expect(await db.prisma.payout.count({ where: { userId: user.id } })).toBe(0);
  });

  it('checks requests made at the same time one after the other, so they cannot overdraw', async () => {
    const user = await createPayee(db.prisma, { royaltiesCents: 100_00 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => withdraw(user.id, 30_00)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as AppError).code)).toEqual(['withdrawal_above_balance', 'withdrawal_above_balance']);
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(10_00);
  });
});

describe('payoutDestination', () => {
  const user = { payoutMethod: 'payoneer' as const, stripeAccountId: 'acct_1', payoneerEmail: 'a@example.test' };
  it('pays the account of the method asked for, by default the one the user chose', () => {
    expect(payoutDestination(user)).toEqual({ method: 'payoneer', destination: 'a@example.test' });
    expect(payoutDestination(user, 'stripe')).toEqual({ method: 'stripe', destination: 'acct_1' });
    expect(payoutDestination({ ...user, payoneerEmail: null })).toBeNull();
    expect(payoutDestination({ ...user, payoutMethod: null })).toBeNull();
  });
});
