import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { accountPayouts } from './account-payouts';
import { createPayee, recordPayout } from './rails/testing/ledger-fixture';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('accountPayouts', () => {
  it('gives the user\'s withdrawals, the latest request first, and the method only once its account is connected', async () => {
    const payee = await createPayee(db.prisma, { method: 'payoneer', royaltiesCents: 100_00 });
    const other = await createPayee(db.prisma, { royaltiesCents: 100_00 });
    await recordPayout(db.prisma, { userId: payee.id, amountCents: 10_00, status: 'paid', requestedAt: new Date('2026-09-01T10:00:00Z') });
    await recordPayout(db.prisma, { userId: payee.id, amountCents: 20_00, status: 'waiting', requestedAt: new Date('2026-10-01T10:00:00Z') });
    await recordPayout(db.prisma, { userId: other.id, amountCents: 30_00, status: 'waiting', requestedAt: new Date('2026-10-02T10:00:00Z') });

    const found = await accountPayouts(db.prisma, payee.id);
    expect(found.payoutMethod).toBe('payoneer');
    expect(found.payouts.map(({ amountCents, status, requestedAt }) => ({ amountCents, status, requestedAt }))).toEqual([
      { amountCents: 20_00, status: 'waiting', requestedAt: '2026-10-01T10:00:00.000Z' },
      { amountCents: 10_00, status: 'paid', requestedAt: '2026-09-01T10:00:00.000Z' },
    ]);

    // Payoneer chosen, but its account not connected (yet, or any more): withdrawals would be refused.
    await db.prisma.user.update({ where: { id: payee.id }, data: { payoneerEmail: null } });
    expect((await accountPayouts(db.prisma, payee.id)).payoutMethod).toBeNull();
  });
});
