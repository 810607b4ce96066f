import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { accountIds, accountKey, artistBalance, owedBy, platformFee } from './accounts';
import { checkLedger } from './check-ledger';
import { postTransaction, UnbalancedTransactionError } from './post-transaction';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop({ unchecked: true }));

const rules = async () => (await checkLedger({ prisma: db.prisma })).map((breach) => breach.rule);

describe('the ledger and its check', () => {
  it('refuses a transaction that does not sum to zero, writing nothing', async () => {
    const attempt = postTransaction(db.prisma, {
      kind: 'withdrawal',
      entries: [
        { account: artistBalance('u1'), amountMicros: -5n },
        { account: platformFee(), amountMicros: 4n },
      ],
    });
    await expect(attempt).rejects.toThrow(UnbalancedTransactionError);
    expect(await db.prisma.ledgerTransaction.count()).toBe(0);
  });

  it('passes a balanced ledger and names each breach a broken write would leave', async () => {
    await postTransaction(db.prisma, {
      kind: 'withdrawal',
      entries: [
        { account: platformFee(), amountMicros: -7n },
        { account: artistBalance('u2'), amountMicros: 7n },
      ],
    });
    expect(await rules()).toEqual([]);

    // a balance changed without an entry
    await db.prisma.ledgerAccount.update({ where: { key: accountKey(artistBalance('u2')) }, data: { balanceMicros: 9n } });
    expect(await rules()).toEqual(['balance_differs']);
    await db.prisma.ledgerAccount.update({ where: { key: accountKey(artistBalance('u2')) }, data: { balanceMicros: 7n } });

    // an entry written outside postTransaction, so its transaction no longer sums to zero and an artist is below zero
    const ids = await accountIds(db.prisma, [artistBalance('u3')]);
    const transaction = await db.prisma.ledgerTransaction.create({ data: { kind: 'withdrawal' } });
    await db.prisma.ledgerEntry.create({ data: { transactionId: transaction.id, accountId: ids.get(accountKey(artistBalance('u3')))!, currency: 'USD', amountMicros: -3n } });
    await db.prisma.ledgerAccount.update({ where: { key: accountKey(artistBalance('u3')) }, data: { balanceMicros: -3n } });
    expect((await rules()).sort()).toEqual(['balance_negative', 'transaction_unbalanced']);
  });

  it('names what is owed above zero, and money available to someone who owes', async () => {
    const before = (await rules()).sort();
    await postTransaction(db.prisma, {
      kind: 'owed_carried',
      entries: [
        { account: owedBy({ userId: 'u4' }), amountMicros: 5n },
        { account: platformFee(), amountMicros: -5n },
      ],
    });
    expect((await rules()).sort()).toEqual([...before, 'owed_above_zero'].sort());
    await postTransaction(db.prisma, {
      kind: 'owed_carried',
      entries: [
        { account: owedBy({ userId: 'u2' }), amountMicros: -4n },
        { account: platformFee(), amountMicros: 4n },
      ],
    });
    expect((await rules()).sort()).toEqual([...before, 'owed_above_zero', 'owed_while_available'].sort());
  });
});
