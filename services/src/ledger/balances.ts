import type { DbClient } from '@slipcase/db';
import { accountKey, artistBalance, payoutsHeld, payoutsPaid } from './accounts';

/** A user's money in US dollar millionths, from the ledger alone. */
export interface MoneySummary {
  /** Confirmed by a store's statement and not withdrawn: what a withdrawal may draw on. */
  availableMicros: bigint;
  /** Requested withdrawals not paid yet. */
  pendingMicros: bigint;
  paidMicros: bigint;
  /** Everything statements (and accepted split invitations) ever credited, refunds and corrections netted. */
  lifetimeMicros: bigint;
}

export async function moneySummary(db: DbClient, userId: string): Promise<MoneySummary> {
  const keys = [artistBalance(userId), payoutsHeld(userId), payoutsPaid(userId)].map(accountKey);
  const accounts = await db.ledgerAccount.findMany({ where: { key: { in: keys } }, select: { key: true, balanceMicros: true } });
  const balance = (key: string) => accounts.find((account) => account.key === key)?.balanceMicros ?? 0n;
  const [available, pending, paid] = keys.map(balance) as [bigint, bigint, bigint];
  return { availableMicros: available, pendingMicros: pending, paidMicros: paid, lifetimeMicros: available + pending + paid };
}
