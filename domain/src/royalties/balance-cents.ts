import { centsTowardZero } from './cents-shown';
import { MICROS_PER_CENT } from './money-units';

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
 * An account's money to the cent: each balance toward zero (never a cent the ledger lacks, so never one too many to
 * withdraw), what is owed away from zero (a debt is never shown, or let go, a cent smaller than it is).
 */
export function balanceCents(money: BalanceMicros): BalanceCents {
  const cents = (micros: bigint) => Number(centsTowardZero(micros));
  return {
    royaltiesCents: cents(money.lifetimeMicros),
    heldCents: cents(money.pendingMicros),
    paidCents: cents(money.paidMicros),
    availableCents: cents(money.availableMicros),
    owedCents: Number((-money.owedMicros + MICROS_PER_CENT - 1n) / MICROS_PER_CENT),
  };
}
