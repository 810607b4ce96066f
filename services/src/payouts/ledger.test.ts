import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey, artistBalance, owedBy } from '../ledger/accounts';
import { checkLedger } from '../ledger/check-ledger';
import { cancelPayout, failPayout } from './pay-payout';
import { addRoyalty, createPayee } from './rails/testing/ledger-fixture';
import { availableBalanceCents, ledgerSummary } from './ledger';
import { createWithdrawal } from './withdrawals';
import { DEFAULT_SETTINGS } from '@slipcase/domain';

describe('ledger', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  const withdraw = (userId: string, amountCents: number) =>
    createWithdrawal({ prisma: db.prisma, now: new Date(), settings: { ...DEFAULT_SETTINGS, minimumWithdrawalCents: 1_00 } }, { userId, amountCents });

  it('is empty for a user with nothing', async () => {
    const user = await createPayee(db.prisma);
    expect(await ledgerSummary(db.prisma, user.id)).toEqual({ royaltiesCents: 0, heldCents: 0, paidCents: 0, availableCents: 0, owedCents: 0 });
  });

  it('holds requested withdrawals, takes paid ones and gives failed or cancelled ones back, through balanced transactions', async () => {
    const user = await createPayee(db.prisma);
    const other = await createPayee(db.prisma, { royaltiesCents: 99_00 });
    await addRoyalty(db.prisma, user.id, 100_00);
    await addRoyalty(db.prisma, user.id, 25_50);
    await withdraw(user.id, 10_00);
    const failing = await withdraw(user.id, 40_00);
    const cancelled = await withdraw(user.id, 30_00);
    await failPayout(db.prisma, { payoutId: failing.id, message: 'refused by the bank' });
    await cancelPayout(db.prisma, { payoutId: cancelled.id });
    // a second cancel or failure gives nothing back twice
    await cancelPayout(db.prisma, { payoutId: cancelled.id });
    await failPayout(db.prisma, { payoutId: failing.id, message: 'again' });

    expect(await ledgerSummary(db.prisma, user.id)).toEqual({ royaltiesCents: 125_50, heldCents: 10_00, paidCents: 0, availableCents: 115_50, owedCents: 0 });
    expect(await availableBalanceCents(db.prisma, other.id)).toBe(99_00);
    expect(await checkLedger({ prisma: db.prisma })).toEqual([]);
  });

  it('shows balances to the cent rounded down: never a cent more than can be withdrawn, never a cent less than is owed', async () => {
    const user = await createPayee(db.prisma);
    // The balances alone, as sub-cent amounts leave them, removed again: no entries stand behind them.
    const accounts = [
      { ref: artistBalance(user.id), balanceMicros: 12_349_999n },
      { ref: owedBy({ userId: user.id }), balanceMicros: -5_000n },
    ];
    await db.prisma.ledgerAccount.createMany({
      data: accounts.map(({ ref, balanceMicros }) => ({ key: accountKey(ref), kind: ref.kind, currency: ref.currency, userId: user.id, balanceMicros })),
    });
    try {
      // Lifetime: 12.349999 − 0.005 = 12.344999.
      expect(await ledgerSummary(db.prisma, user.id)).toMatchObject({ availableCents: 12_34, owedCents: 1, royaltiesCents: 12_34 });
    } finally {
      await db.prisma.ledgerAccount.deleteMany({ where: { key: { in: accounts.map(({ ref }) => accountKey(ref)) } } });
    }
  });
});
