import type { DbClient } from '@slipcase/db';
import { accountKey, artistBalance, pendingPayee } from '../../ledger/accounts';
import { postTransaction, reverseTransaction } from '../../ledger/post-transaction';

/**
 * A corrected re-issue: the store's posted statement for the same period is reversed (its statement and re-match
 * transactions, each by a new transaction; nothing is deleted) and marked superseded. Returns its id, or null.
 */
export async function supersedeEarlier(db: DbClient, at: { store: string; period: string; statementId: string }): Promise<string | null> {
  const earlier = await db.statement.findFirst({
    where: { store: at.store, period: at.period, status: 'posted', id: { not: at.statementId } },
    select: { id: true },
  });
  if (!earlier) return null;
  const transactions = await db.ledgerTransaction.findMany({
    where: { statementId: earlier.id, kind: { in: ['statement', 'rematch'] }, reversedBy: null },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
  });
  for (const transaction of transactions) {
    const reversal = await reverseTransaction(db, transaction.id, 'statement_reversal', `Replaced by a corrected statement for ${at.period}`);
    await takeBackFromClaimants(db, reversal);
  }
  await db.statement.update({ where: { id: earlier.id }, data: { status: 'superseded' } });
  return earlier.id;
}

/**
 * A reversal takes back what a payee not signed up yet was credited; if they have accepted since, the claim
 * moved that money to their own balance, so it is taken back from there (their pending account never goes below
 * zero).
 */
async function takeBackFromClaimants(db: DbClient, reversalId: string): Promise<void> {
  const overdrawn = await db.ledgerAccount.findMany({
    where: { kind: 'pending_payee', balanceMicros: { lt: 0 }, entries: { some: { transactionId: reversalId } } },
    select: { email: true, balanceMicros: true },
  });
  for (const account of overdrawn) {
    const claimed = await db.splitPayee.findFirst({ where: { email: account.email!, userId: { not: null } }, select: { userId: true } });
    if (!claimed?.userId) continue;
    const missing = -account.balanceMicros;
    await postTransaction(db, {
      kind: 'payee_claim',
      memo: `What ${accountKey(pendingPayee(account.email!))} had been credited is taken back from the payee who claimed it`,
      entries: [
        { account: artistBalance(claimed.userId), amountMicros: -missing },
        { account: pendingPayee(account.email!), amountMicros: missing },
      ],
    });
  }
}
