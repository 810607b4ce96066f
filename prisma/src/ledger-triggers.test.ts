import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const user = (username: string) =>
  db.prisma.user.create({
    data: { username, email: `${username}@example.test`, name: username, passwordHash: 'x', createdAt: new Date('2026-01-05T00:00:00Z') },
  });

describe('the plan history trigger', () => {
  it('records the plan a user starts with, at their creation, and each change of plan, but not other updates', async () => {
    const { id } = await user('history');
    await db.prisma.user.update({ where: { id }, data: { name: 'Renamed' } });
    await db.prisma.user.update({ where: { id }, data: { plan: 'pro' } });
    await db.prisma.user.update({ where: { id }, data: { plan: 'pro' } });
    const changes = await db.prisma.planChange.findMany({ where: { userId: id }, orderBy: { at: 'asc' } });
    expect(changes.map((change) => change.plan)).toEqual(['free', 'pro']);
    expect(changes[0]!.at.toISOString()).toBe('2026-01-05T00:00:00.000Z');
  });
});

describe('the ledger', () => {
  it('refuses to change or delete an entry or a transaction', async () => {
    const account = await db.prisma.ledgerAccount.create({ data: { key: 'suspense:test:USD', kind: 'suspense', currency: 'USD' } });
    const transaction = await db.prisma.ledgerTransaction.create({
      data: { kind: 'statement', entries: { create: [{ accountId: account.id, currency: 'USD', amountMicros: 0n }] } },
      include: { entries: true },
    });
    const entryId = transaction.entries[0]!.id;
    await expect(db.prisma.ledgerEntry.update({ where: { id: entryId }, data: { amountMicros: 5n } })).rejects.toThrow(/never changed/);
    await expect(db.prisma.ledgerEntry.delete({ where: { id: entryId } })).rejects.toThrow(/never changed/);
    await expect(db.prisma.ledgerTransaction.update({ where: { id: transaction.id }, data: { memo: 'edited' } })).rejects.toThrow(
      /never changed/,
    );
    expect((await db.prisma.ledgerEntry.findUniqueOrThrow({ where: { id: entryId } })).amountMicros).toBe(0n);
  });
});
