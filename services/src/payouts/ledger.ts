import type { DbClient } from '@slipcase/db';
import { MICROS_PER_CENT } from '@slipcase/domain';
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

/** Whole cents of millionths, toward zero: a balance never shows (or lets anyone withdraw) a cent it lacks. */
const cents = (micros: bigint) => Number(micros / MICROS_PER_CENT);

/** What is owed in whole cents, away from zero: a debt is never shown (or let go) a cent smaller than it is. */
const owedCents = (owedMicros: bigint) => Number((-owedMicros + MICROS_PER_CENT - 1n) / MICROS_PER_CENT);

/** The user's money in US dollars, in whole cents, from the ledger's balances. */
export async function ledgerSummary(db: DbClient, userId: string): Promise<LedgerSummary> {
  const money = await moneySummary(db, userId);
  return {
    royaltiesCents: cents(money.lifetimeMicros),
    heldCents: cents(money.pendingMicros),
    paidCents: cents(money.paidMicros),
    availableCents: cents(money.availableMicros),
    owedCents: owedCents(money.owedMicros),
  };
}

export async function availableBalanceCents(db: DbClient, userId: string): Promise<number> {
  return (await ledgerSummary(db, userId)).availableCents;
}
