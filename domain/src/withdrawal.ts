import type { FieldError } from './errors';
import { isPremium, type Plan } from './plan';
import { decimalAmount } from './money';

/** Days between a withdrawal request and the payout (001 §6): PRO and Advanced 30, free 90. */
/** The values of the database's PayoutStatus enum. */
export type WithdrawalStatus = 'waiting' | 'paying' | 'paid' | 'failed' | 'cancelled';

export function withdrawalWaitDays(plan: Plan): number {
  return isPremium(plan) ? 30 : 90;
}

/**
 * When a withdrawal becomes payable: the wait of the plan at request time, counted as whole 24-hour days from
 * the instant of the request (no time zone can move it, and the payout workflow sleeps until exactly then).
 */
export function withdrawalAvailableAt(input: { plan: Plan; requestedAt: Date }): Date {
  return new Date(input.requestedAt.getTime() + withdrawalWaitDays(input.plan) * 24 * 60 * 60 * 1000);
}

/** '12.50 USD': amounts in messages, the same in every language (the web may format them further). */
export function formatMoney(cents: number, currency = 'USD'): string {
  return `${decimalAmount(cents)} ${currency}`;
}

/**
 * One error at most, on `amount`: not a positive whole number of cents, something owed (decision 033: nothing is
 * withdrawn while a refund's shortfall is being recovered), below the minimum, or above the balance.
 */
export function checkWithdrawal(input: {
  amountCents: number;
  availableBalanceCents: number;
  minimumCents: number;
  /** What the user owes from a refund, in cents (zero or more; absent: nothing). */
  owedCents?: number;
  currency?: string;
}): FieldError[] {
  const { amountCents, availableBalanceCents, minimumCents, owedCents = 0, currency } = input;
  const field = 'amount';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return [{ code: 'invalid_amount', field }];
  if (owedCents > 0) return [{ code: 'withdrawal_while_owed', field, params: { owed: formatMoney(owedCents, currency) } }];
  if (amountCents < minimumCents) {
    return [{ code: 'withdrawal_below_minimum', field, params: { min: formatMoney(minimumCents, currency) } }];
  }
  if (amountCents > availableBalanceCents) {
    return [
      { code: 'withdrawal_above_balance', field, params: { balance: formatMoney(Math.max(0, availableBalanceCents), currency) } },
    ];
  }
  return [];
}

/**
 * Why nothing can be withdrawn now, as checkWithdrawal would refuse the whole balance (an empty balance: the
 * minimum is not reached), or null when some amount can be.
 */
export function withdrawalBlocker(input: { availableBalanceCents: number; minimumCents: number; owedCents?: number }): FieldError | null {
  const refusal = checkWithdrawal({ ...input, amountCents: Math.max(input.availableBalanceCents, 0) })[0];
  if (refusal?.code === 'invalid_amount') return { code: 'withdrawal_below_minimum', field: 'amount', params: { min: formatMoney(input.minimumCents) } };
  return refusal ?? null;
}

/**
 * Whether a withdrawal requested earlier may be paid when its day comes: not while its holder owes money from a
 * refund posted since (decision 033). It is then given back to the balance, which pays back what is owed first.
 */
export function heldPayoutRefusal(input: { owedCents: number; currency?: string }): FieldError | null {
  if (input.owedCents <= 0) return null;
  return { code: 'withdrawal_while_owed', field: 'amount', params: { owed: formatMoney(input.owedCents, input.currency) } };
}
