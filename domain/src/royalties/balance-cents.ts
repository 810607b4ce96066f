import { shownCents } from '../money';

/** An account's money in the ledger's millionths of a US dollar (services' `moneySummary`). */
export interface BalanceMicros {
  availableMicros: bigint;
  pendingMicros: bigint;
  paidMicros: bigint;
  /** At or below zero: what a refund took beyond the balance (decision 033). */
  owedMicros: bigint;
  lifetimeMicros: bigint;
}

/** The same money in whole cents, as the CLI and withdrawals count it. */
export interface BalanceCents {
  /** Everything statements credited to the user, refunds and corrections netted. */
  royaltiesCents: number;
  /** Requested withdrawals not paid yet. */
  heldCents: number;
  paidCents: number;
  /** What the user may withdraw now: confirmed by statements, not withdrawn. */
  availableCents: number;
  /** What is owed, zero or more: recovered from the next earnings, no withdrawal meanwhile. */
  owedCents: number;
}

/**
 * An account's money to the cent, each amount rounded down (shownCents): a balance never shows, or lets anyone
 * withdraw, a cent the ledger lacks, and what is owed (at or below zero) is never shown, or let go, a cent smaller
 * than it is.
 */
export function balanceCents(money: BalanceMicros): BalanceCents {
  return {
    royaltiesCents: shownCents(money.lifetimeMicros),
    heldCents: shownCents(money.pendingMicros),
    paidCents: shownCents(money.paidMicros),
    availableCents: shownCents(money.availableMicros),
    owedCents: Math.abs(shownCents(money.owedMicros)),
  };
}
