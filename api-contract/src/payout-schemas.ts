import { PLANS } from '@slipcase/domain';
import { z } from 'zod';

// What `/v1` answers about the account's withdrawals (payouts): each request, and the method they are paid with.

const PAYOUT_METHODS = ['stripe', 'payoneer'] as const;
const WITHDRAWAL_STATUSES = ['waiting', 'paying', 'paid', 'failed', 'cancelled'] as const;
const instant = () => z.iso.datetime().meta({ description: 'An instant, ISO 8601 in UTC.' });

export const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.int().min(1).meta({ description: 'The amount withdrawn, in cents of `currency`.' }),
  currency: z.string().length(3).meta({ description: 'ISO 4217: USD, the currency of every balance here.' }),
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(WITHDRAWAL_STATUSES),
  planAtRequest: z.enum(PLANS).meta({ description: 'The plan whose wait applies: the one the account had when requesting.' }),
  requestedAt: instant(),
  availableAt: instant().meta({ description: 'When it is (or was) payable: the request plus the wait of `planAtRequest`.' }),
  paidAt: instant().nullable(),
  externalId: z.string().nullable().meta({ description: 'The payment provider’s id of the payment, once paid.' }),
  failure: z.string().nullable().meta({ description: 'Why paying it failed, when it did.' }),
});

export const accountPayoutsSchema = z.object({
  payoutMethod: z
    .enum(PAYOUT_METHODS)
    .nullable()
    .meta({ description: 'The method withdrawals are paid with; null until one is set up (withdrawals are refused until then).' }),
  payouts: z.array(payoutSchema).meta({ description: 'The latest request first.' }),
});

export type AccountPayoutsJson = z.infer<typeof accountPayoutsSchema>;

export const payoutRequestSchema = z.strictObject({
  amountCents: z
    .int({ error: 'invalid_amount' })
    .min(1, { error: 'invalid_amount' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_amount' })
    .meta({ description: 'The amount to withdraw, in cents of USD: at least the minimum withdrawal, at most the available balance.' }),
});

export const requestedPayoutSchema = payoutSchema.extend({
  waitDays: z.int().min(0).meta({ description: 'The wait of `planAtRequest` in days: `availableAt` is the request plus this.' }),
});

export const payoutStatusSchema = z.object({
  payout: payoutSchema.extend({ owner: z.object({ username: z.string() }) }),
  workflow: z
    .object({
      payoutId: z.string(),
      status: z.enum(WITHDRAWAL_STATUSES),
      availableAt: instant(),
      externalId: z.string().optional(),
      failure: z.string().optional(),
    })
    .nullable()
    .meta({ description: 'What the workflow paying it reports; null when it has none (it could not be started).' }),
});

export type RequestedPayoutJson = z.infer<typeof requestedPayoutSchema>;
export type PayoutStatusJson = z.infer<typeof payoutStatusSchema>;
