import { describe, expect, it } from 'vitest';
import {
  canMovePromotion,
  checkPromotionNote,
  checkPromotionInput,
  PROMOTION,
  PROMOTION_STATUSES,
  promotionTotalCents,
  refundDeadline,
  refundRequestRefusal,
} from './promotion';

const valid = { days: 7, dailyBudgetCents: 1000, territories: ['US', 'BR'] };
const codes = (input: Parameters<typeof checkPromotionInput>[0]) => checkPromotionInput(input).map((error) => `${error.field}:${error.code}`);

describe('checkPromotionInput', () => {
  it('takes 10 USD a day for a week in two territories', () => {
    expect(checkPromotionInput(valid)).toEqual([]);
  });

  it('refuses a daily budget below 10 USD, fractional cents and an absurd one', () => {
    expect(checkPromotionInput({ ...valid, dailyBudgetCents: 999 })).toEqual([
      { code: 'promotion_budget_too_low', field: 'dailyBudget', params: { min: '10.00 USD' } },
    ]);
    expect(codes({ ...valid, dailyBudgetCents: 1000.5 })).toEqual(['dailyBudget:promotion_budget_too_low']);
    expect(codes({ ...valid, dailyBudgetCents: Number.NaN })).toEqual(['dailyBudget:promotion_budget_too_low']);
    expect(codes({ ...valid, dailyBudgetCents: PROMOTION.maxDailyBudgetCents + 1 })).toEqual(['dailyBudget:promotion_budget_too_high']);
  });

  it('refuses 0 days, a fraction of a day and more than the longest campaign', () => {
    for (const days of [0, -1, 1.5, PROMOTION.maxDays + 1]) expect(codes({ ...valid, days })).toEqual(['days:promotion_days_invalid']);
    expect(codes({ ...valid, days: PROMOTION.maxDays })).toEqual([]);
  });

  it('refuses no territory, an unknown one (quoted without its escapes), a lower-case one and repeats', () => {
    expect(codes({ ...valid, territories: [] })).toEqual(['territories:promotion_territory_required']);
    expect(checkPromotionInput({ ...valid, territories: ['US', 'U\u001b[31mK'] })).toEqual([
      { code: 'promotion_territory_unknown', field: 'territories', params: { code: 'U31mK' } },
    ]);
    expect(codes({ ...valid, territories: ['us'] })).toEqual(['territories:promotion_territory_unknown']);
    expect(codes({ ...valid, territories: ['US', 'US'] })).toEqual(['territories:promotion_territory_unknown']);
  });

  it('names every wrong field at once', () => {
    expect(codes({ days: 0, dailyBudgetCents: 5, territories: ['ZZ'] })).toEqual([
      'days:promotion_days_invalid',
      'dailyBudget:promotion_budget_too_low',
      'territories:promotion_territory_unknown',
    ]);
  });
});

describe('promotionTotalCents', () => {
  it('is days times the daily budget', () => {
    expect(promotionTotalCents({ days: 14, dailyBudgetCents: 1250 })).toBe(17_500);
  });
});

describe('canMovePromotion', () => {
  it('runs a paid campaign, ends a running one and refunds any paid one not cancelled', () => {
    const allowed = PROMOTION_STATUSES.flatMap((from) => PROMOTION_STATUSES.filter((to) => canMovePromotion(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['requested>running', 'requested>cancelled', 'requested>refunded', 'running>ended', 'running>refunded', 'ended>refunded']);
  });

  it('never moves an unpaid campaign', () => {
    for (const to of PROMOTION_STATUSES) expect(canMovePromotion('requested', to, false)).toBe(false);
  });
});

describe('checkPromotionNote', () => {
  it('takes lines of text and refuses NUL, escapes and a novel', () => {
    expect(checkPromotionNote('Started on Monday.\r\nThanks!', 'note')).toEqual([]);
    expect(checkPromotionNote('bad\u0000', 'note')).toEqual([{ code: 'invalid_characters', field: 'note' }]);
    expect(checkPromotionNote('\u001b[2J', 'note')).toEqual([{ code: 'invalid_characters', field: 'note' }]);
    expect(checkPromotionNote('x'.repeat(PROMOTION.noteMax + 1), 'note')).toEqual([{ code: 'too_long', field: 'note', params: { max: PROMOTION.noteMax } }]);
  });
});

describe('refundRequestRefusal', () => {
  const paidAt = new Date('2026-11-01T12:00:00Z');
  const campaign = { status: 'ended' as const, paidAt, refundRequestedAt: null };

  it('allows a request up to 30 days after the payment, and not a moment later', () => {
    expect(refundDeadline(paidAt).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(refundRequestRefusal(campaign, new Date('2026-12-01T12:00:00Z'))).toBeNull();
    expect(refundRequestRefusal(campaign, new Date('2026-12-01T12:00:01Z'))).toBe('promotion_refund_window_closed');
  });

  it('refuses a second request, an unpaid campaign and a cancelled or refunded one', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    expect(refundRequestRefusal({ ...campaign, refundRequestedAt: now }, now)).toBe('promotion_refund_pending');
    expect(refundRequestRefusal({ ...campaign, paidAt: null }, now)).toBe('promotion_status_invalid');
    expect(refundRequestRefusal({ ...campaign, status: 'cancelled' }, now)).toBe('promotion_status_invalid');
    expect(refundRequestRefusal({ ...campaign, status: 'refunded' }, now)).toBe('promotion_status_invalid');
  });
});
