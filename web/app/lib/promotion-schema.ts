import { checkPromotionInput, parseAmountCents, PROMOTION, PROMOTION_TERRITORIES } from '@slipcase/domain';
import { z } from 'zod';
import { encodeError } from './error-messages';

const daysError = encodeError({ code: 'promotion_days_invalid', params: { min: PROMOTION.minDays, max: PROMOTION.maxDays } });

/** Whole days as typed ('14'); anything else is NaN, which the domain's rule refuses. */
const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The campaign form, checked in the browser and again in the action by the domain's rule (checkPromotionInput).
 * The budget is typed in dollars and becomes whole cents; "worldwide" stands for every territory.
 */
export const promotionFormSchema = z
  .object({
    intent: z.literal('request'),
    releaseId: z.string({ error: 'promotion_release_invalid' }),
    days: z.string({ error: daysError }),
    dailyBudget: z.string({ error: 'invalid_amount' }),
    worldwide: z.literal('on').optional(),
    territories: z.array(z.string()).default([]),
  })
  .transform((value, context) => {
    const campaign = {
      releaseId: value.releaseId,
      days: wholeNumber(value.days),
      dailyBudgetCents: parseAmountCents(value.dailyBudget) ?? Number.NaN,
      territories: value.worldwide === 'on' ? [...PROMOTION_TERRITORIES] : value.territories,
    };
    for (const error of checkPromotionInput(campaign)) context.addIssue({ code: 'custom', path: [error.field], message: encodeError(error) });
    return campaign;
  });

/** The artist's refund request: the campaign and an optional reason (lines of text; the service checks them). */
export const refundRequestSchema = z.object({
  intent: z.literal('refund'),
  campaignId: z.string({ error: 'invalid_input' }),
  reason: z.string().default(''),
});

/** A staff move in the queue, with the note the artist reads. */
export const promotionMoveSchema = z.object({
  intent: z.enum(['start', 'end', 'cancel', 'approveRefund', 'declineRefund']),
  campaignId: z.string({ error: 'invalid_input' }),
  note: z.string().default(''),
});
