import type { DbClient } from '@slipcase/db';
import { accountKey, artistBalance, owedBy, payoutsHeld, payoutsPaid } from './accounts';

/** A user's money in US dollar millionths, from the ledger alone. */
export interface MoneySummary {
  /** Confirmed by a store's statement and not withdrawn: what a withdrawal may draw on. */
  availableMicros: bigint;
  /** Requested withdrawals not paid yet. */
  pendingMicros: bigint;
  paidMicros: bigint;
  /** What a refund took beyond the balance, carried until later earnings pay it back (at or below zero; decision 033). */
  owedMicros: bigint;
  /** Everything statements (and accepted split invitations) ever credited, refunds and corrections netted. */
  lifetimeMicros: bigint;
}

export async function moneySummary(db: DbClient, userId: string): Promise<MoneySummary> {
  const keys = [artistBalance(userId), payoutsHeld(userId), payoutsPaid(userId), owedBy({ userId })].map(accountKey);
  const accounts = await db.ledgerAccount.findMany({ where: { key: { in: keys } }, select: { key: true, balanceMicros: true } });
  const balance = (key: string) => accounts.find((account) => account.key === key)?.balanceMicros ?? 0n;
  const [available, pending, paid, owed] = keys.map(balance) as [bigint, bigint, bigint, bigint];
  return { availableMicros: available, pendingMicros: pending, paidMicros: paid, owedMicros: owed, lifetimeMicros: available + pending + paid + owed };
}
