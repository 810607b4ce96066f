import { COUNTRY_CODES, isCountryCode } from './artist-rules';
import { isCleanText } from './clean-text';
import type { ErrorCode, FieldError } from './errors';
import { formatMoney } from './withdrawal';

/**
 * Promotion campaigns (001 §9 "Promotion: from 10 dollars per day; 30-day money-back guarantee"; Advanced only, see
 * `can(plan, 'promotional_tools')`): what a campaign may ask for, what it costs, how staff move it and when its
 * money can come back.
 */
export const PROMOTION = {
  minDailyBudgetCents: 1000,
  maxDailyBudgetCents: 100_000,
  minDays: 1,
  maxDays: 90,
  refundWindowDays: 30,
  noteMax: 500,
} as const;

/** requested (paid or awaiting payment) → running → ended; cancelled by staff before it runs; refunded on an approved request. */
export const PROMOTION_STATUSES = ['requested', 'running', 'ended', 'cancelled', 'refunded'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

const TRANSITIONS: Record<PromotionStatus, readonly PromotionStatus[]> = {
  requested: ['running', 'cancelled', 'refunded'],
  running: ['ended', 'refunded'],
  ended: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function isPromotionStatus(value: string): value is PromotionStatus {
  return (PROMOTION_STATUSES as readonly string[]).includes(value);
}

/** Whether staff may move a campaign from one status to another: only a paid campaign is theirs to move. */
export function canMovePromotion(from: PromotionStatus, to: PromotionStatus, paid = true): boolean {
  return paid && TRANSITIONS[from].includes(to);
}

/** A staff note or a refund reason: optional, several lines of text without control characters, at most 500 characters. */
export function checkPromotionNote(text: string, field: string): FieldError[] {
  if (!isCleanText(text, 'lines')) return [{ code: 'invalid_characters', field }];
  if (text.trim().length > PROMOTION.noteMax) return [{ code: 'too_long', field, params: { max: PROMOTION.noteMax } }];
  return [];
}

export interface PromotionInput {
  days: number;
  dailyBudgetCents: number;
  territories: readonly string[];
}

/** A day count, a daily budget in whole cents and at least one known territory (no repeats); each error on its field. */
export function checkPromotionInput(input: PromotionInput): FieldError[] {
  const errors: FieldError[] = [];
  if (!Number.isInteger(input.days) || input.days < PROMOTION.minDays || input.days > PROMOTION.maxDays) {
    errors.push({ code: 'promotion_days_invalid', field: 'days', params: { min: PROMOTION.minDays, max: PROMOTION.maxDays } });
  }
  if (!Number.isSafeInteger(input.dailyBudgetCents) || input.dailyBudgetCents < PROMOTION.minDailyBudgetCents) {
    errors.push({ code: 'promotion_budget_too_low', field: 'dailyBudget', params: { min: formatMoney(PROMOTION.minDailyBudgetCents) } });
  } else if (input.dailyBudgetCents > PROMOTION.maxDailyBudgetCents) {
    errors.push({ code: 'promotion_budget_too_high', field: 'dailyBudget', params: { max: formatMoney(PROMOTION.maxDailyBudgetCents) } });
  }
  if (input.territories.length === 0) {
    errors.push({ code: 'promotion_territory_required', field: 'territories' });
  } else {
    const unknown = input.territories.find((code) => !isCountryCode(code));
    if (unknown !== undefined || new Set(input.territories).size !== input.territories.length) {
      errors.push({ code: 'promotion_territory_unknown', field: 'territories', params: { code: printable(unknown ?? '') } });
    }
  }
  return errors;
}

/** A code as a message may quote it: letters and digits only, at most 8 (whatever was sent, no escape reaches a page or terminal). */
function printable(code: string): string {
  return code.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
}

/** Every territory: a campaign "worldwide". */
export const PROMOTION_TERRITORIES: readonly string[] = COUNTRY_CODES;

/** What the whole campaign costs: days × daily budget, in cents. */
export function promotionTotalCents(input: Pick<PromotionInput, 'days' | 'dailyBudgetCents'>): number {
  return input.days * input.dailyBudgetCents;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant of the money-back guarantee: 30 days after the payment. */
export function refundDeadline(paidAt: Date): Date {
  return new Date(paidAt.getTime() + PROMOTION.refundWindowDays * DAY_MS);
}

/** Why the artist may not ask for their money back now, or null when they may. */
export function refundRequestRefusal(
  campaign: { status: PromotionStatus; paidAt: Date | null; refundRequestedAt: Date | null },
  now: Date,
): ErrorCode | null {
  if (!campaign.paidAt || !canMovePromotion(campaign.status, 'refunded')) return 'promotion_status_invalid';
  if (campaign.refundRequestedAt) return 'promotion_refund_pending';
  if (now.getTime() > refundDeadline(campaign.paidAt).getTime()) return 'promotion_refund_window_closed';
  return null;
}
