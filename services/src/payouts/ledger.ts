import type { DbClient } from '@slipcase/db';
import { shownCents } from '@slipcase/domain';
import { moneySummary } from '../ledger/balances';

export interface LedgerSummary {
  /** Everything statements credited to the user, refunds and corrections netted. */
  royaltiesCents: number;
  /** Requested withdrawals not paid yet. */
  heldCents: number;
  paidCents: number;
  /** What the user may withdraw now: confirmed by statements, not withdrawn. */
  availableCents: number;
  /** What a refund took beyond the balance (decision 033), zero or more: recovered from the next earnings, no withdrawal meanwhile. */
  owedCents: number;
}

/** The user's money in US dollars, in whole cents, from the ledger's balances. */
export async function ledgerSummary(db: DbClient, userId: string): Promise<LedgerSummary> {
  const money = await moneySummary(db, userId);
  return {
    // Rounded down (shownCents): nothing shows, or lets anyone withdraw, a cent the ledger lacks, and what is owed
    // (at or below zero) is never shown, or let go, a cent smaller than it is.
    royaltiesCents: shownCents(money.lifetimeMicros),
    heldCents: shownCents(money.pendingMicros),
    paidCents: shownCents(money.paidMicros),
    availableCents: shownCents(money.availableMicros),
    owedCents: Math.abs(shownCents(money.owedMicros)),
  };
}

export async function availableBalanceCents(db: DbClient, userId: string): Promise<number> {
  return (await ledgerSummary(db, userId)).availableCents;
}
