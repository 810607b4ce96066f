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

describe('the ledger references, checked per insert statement', () => {
  const account = (key: string) => db.prisma.ledgerAccount.create({ data: { key, kind: 'suspense', currency: 'USD' } });
  const statement = (sha256: string) =>
    db.prisma.statement.create({ data: { store: 'spotify', sha256, period: '2026-08', fileNames: [], format: 'dsr' }, select: { id: true } });

  it('refuses every row of an insert when one entry names an account or a transaction that does not exist', async () => {
    const { id: accountId } = await account('suspense:refs:USD');
    const { id: transactionId } = await db.prisma.ledgerTransaction.create({ data: { kind: 'statement' } });
    const rows = (ids: string[], tx = transactionId) => ids.map((id) => ({ transactionId: tx, accountId: id, currency: 'USD', amountMicros: 0n }));
    await expect(db.prisma.ledgerEntry.createMany({ data: rows([accountId, 'no-such-account']) })).rejects.toThrow(/Foreign key constraint/);
    await expect(db.prisma.ledgerEntry.createMany({ data: rows([accountId], 'no-such-transaction') })).rejects.toThrow(/Foreign key constraint/);
    expect(await db.prisma.ledgerEntry.count({ where: { transactionId } })).toBe(0);
    await db.prisma.ledgerEntry.createMany({ data: rows([accountId, accountId]) });
    expect(await db.prisma.ledgerEntry.count({ where: { transactionId } })).toBe(2);
  });

  it('keeps an account named by entries, and a statement named by items, as they are', async () => {
    const named = await account('suspense:named:USD');
    const unnamed = await account('suspense:unnamed:USD');
    await db.prisma.ledgerTransaction.create({ data: { kind: 'statement', entries: { create: [{ accountId: named.id, currency: 'USD', amountMicros: 0n }] } } });
    await expect(db.prisma.ledgerAccount.delete({ where: { id: named.id } })).rejects.toThrow(/Foreign key constraint/);
    await expect(db.prisma.ledgerAccount.update({ where: { id: named.id }, data: { id: 'renamed' } })).rejects.toThrow(/Foreign key constraint/);
    await db.prisma.ledgerAccount.update({ where: { id: named.id }, data: { balanceMicros: 0n } });
    await db.prisma.ledgerAccount.delete({ where: { id: unnamed.id } });

    const items = await statement('items');
    const empty = await statement('empty');
    const item = { isrc: null, country: 'US', lines: 1, usages: 1, origMicros: 0n, usdMicros: 0n };
    await db.prisma.statementItem.create({ data: { ...item, statementId: items.id } });
    await expect(db.prisma.statementItem.create({ data: { ...item, statementId: 'no-such-statement' } })).rejects.toThrow(/Foreign key constraint/);
    await expect(db.prisma.statementItem.updateMany({ where: { statementId: items.id }, data: { statementId: empty.id + 'x' } })).rejects.toThrow(/Foreign key constraint/);
    await expect(db.prisma.statement.delete({ where: { id: items.id } })).rejects.toThrow(/Foreign key constraint/);
    await db.prisma.statement.delete({ where: { id: empty.id } });
  });
});
