import type { DbClient } from '@slipcase/db';
import { reverseTransaction } from '../../ledger/post-transaction';

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
    await reverseTransaction(db, transaction.id, 'statement_reversal', `Replaced by a corrected statement for ${at.period}`);
  }
  await db.statement.update({ where: { id: earlier.id }, data: { status: 'superseded' } });
  return earlier.id;
}
