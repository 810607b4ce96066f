import type { DbClient } from '@slipcase/db';
import { balanceCents, type BalanceCents } from '@slipcase/domain';
import { moneySummary } from '../ledger/balances';

/** The user's money in US dollars, in whole cents (domain `balanceCents`). */
export type LedgerSummary = BalanceCents;

/** The user's money in US dollars, in whole cents, from the ledger's balances. */
export async function ledgerSummary(db: DbClient, userId: string): Promise<LedgerSummary> {
  return balanceCents(await moneySummary(db, userId));
}

export async function availableBalanceCents(db: DbClient, userId: string): Promise<number> {
  return (await ledgerSummary(db, userId)).availableCents;
}
