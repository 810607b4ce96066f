import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoyalty, createPayee } from './rails/testing/ledger-fixture';
import { availableBalanceCents, ledgerSummary } from './ledger';

describe('ledger', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  const payout = (userId: string, amountCents: number, status: 'waiting' | 'paying' | 'paid' | 'failed' | 'cancelled', currency = 'USD') =>
    db.prisma.payout.create({
      data: { userId, amountCents, status, currency, method: 'stripe', planAtRequest: 'free', availableAt: new Date() },
    });

  it('is empty for a user with nothing', async () => {
    const user = await createPayee(db.prisma);
    expect(await ledgerSummary(db.prisma, user.id)).toEqual({ royaltiesCents: 0, heldCents: 0, paidCents: 0, availableCents: 0 });
  });

  it('takes waiting and paying payouts as held, paid ones as gone, and failed or cancelled ones as given back', async () => {
    const user = await createPayee(db.prisma);
    const other = await createPayee(db.prisma, { royaltiesCents: 99_00 });
    await addRoyalty(db.prisma, user.id, 100_00);
    await addRoyalty(db.prisma, user.id, 25_50);
    await addRoyalty(db.prisma, user.id, 70_00, 'EUR');
    await payout(user.id, 10_00, 'waiting');
    await payout(user.id, 5_00, 'paying');
    await payout(user.id, 20_00, 'paid');
    await payout(user.id, 40_00, 'failed');
    await payout(user.id, 30_00, 'cancelled');
    await payout(user.id, 7_00, 'paid', 'EUR');
    await payout(other.id, 50_00, 'paid');

    expect(await ledgerSummary(db.prisma, user.id)).toEqual({
      royaltiesCents: 125_50,
      heldCents: 15_00,
      paidCents: 20_00,
      availableCents: 90_50,
    });
    expect(await availableBalanceCents(db.prisma, user.id)).toBe(90_50);
    expect(await availableBalanceCents(db.prisma, user.id, 'EUR')).toBe(63_00);
    expect(await availableBalanceCents(db.prisma, other.id)).toBe(49_00);
  });
});
