import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { parseAmountCents } from '@slipcase/domain';
import { z } from 'zod';

/** The withdrawal form, checked in the browser and again in the action. Messages are error codes. */
export const withdrawalSchema = z.object({
  amount: z
    .string({ error: 'required' })
    .refine((text) => parseAmountCents(text) !== null, { error: 'invalid_amount' })
    .transform((text) => parseAmountCents(text) ?? 0),
});

/** A waiting payout's cancel button (intent "cancel"). Whose payout it is, is the service's to check. */
export const cancelPayoutSchema = z.object({ payoutId: recordIdSchema });
