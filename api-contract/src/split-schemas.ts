import { isEmail, SPLIT_MAX_PAYEES } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString, recordIdSchema } from './clean-input';

// What `/v1` (and the web's split form, with conform) takes and answers about splits. The body only makes the input
// storable; the rules (a total of 100 %, the owner not a payee, one recouping payee) are the domain's checkSplit.

const percent = (field: string) =>
  z
    .number({ error: 'invalid_share' })
    .min(0, { error: 'invalid_share' })
    .max(100, { error: 'invalid_share' })
    .meta({ description: `${field}, in percent: 0 to 100 with at most two decimals.` });

/** An e-mail address as accounts take it: the domain's `isEmail`, one rule for both. */
const email = () =>
  cleanString()
    .trim()
    .toLowerCase()
    .max(254, { error: 'too_long' })
    .refine(isEmail, { error: 'invalid_email' });

/** `PUT /v1/releases/{id}/splits`, and the web's form: a release's split, or one track's with `trackId`. */
export const splitInputSchema = z.strictObject({
  trackId: recordIdSchema.nullish().meta({ description: "A track of the release: its own split, which wins over the release's." }),
  ownerPercent: percent("The owner's own share"),
  payees: z
    .array(z.strictObject({ email: email(), percent: percent("The payee's share") }))
    .max(SPLIT_MAX_PAYEES, { error: `split_too_many_payees {"max":${SPLIT_MAX_PAYEES}}` })
    .meta({ description: `At most ${SPLIT_MAX_PAYEES} payees by e-mail, none the owner's, none twice; with the owner's share they total exactly 100.` }),
  recoupEmail: email().nullish().meta({ description: 'The payee who recoups `recoupAmount` before the shares apply.' }),
  recoupAmount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, { error: 'invalid_amount' })
    .nullish()
    .meta({ description: 'US dollars recouped first, a positive decimal (`500`, `250.50`).' }),
});

export type SplitInputJson = z.infer<typeof splitInputSchema>;

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

export const splitSchema = z.object({
  id: z.string(),
  releaseId: z.string(),
  releaseTitle: z.string(),
  trackId: z.string().nullable(),
  trackTitle: z.string().nullable(),
  fromPeriod: z.string().regex(PERIOD).meta({ description: 'The first sales period (YYYY-MM) it applies to.' }),
  toPeriod: z.string().regex(PERIOD).nullable().meta({ description: 'The last one; null while in force.' }),
  state: z.enum(['current', 'upcoming', 'past']),
  ownerPercent: z.number().min(0).max(100),
  recoupAmount: z.string().regex(/^\d+\.\d{2,6}$/).nullable(),
  recoupedAmount: z.string().regex(/^\d+\.\d{2,6}$/),
  payees: z.array(
    z.object({
      email: z.string(),
      percent: z.number().min(0).max(100),
      recoups: z.boolean(),
      status: z.enum(['invited', 'accepted']).meta({ description: 'Invited until they accept the mailed invitation; until then their money waits under their e-mail.' }),
    }),
  ),
});

export const splitListSchema = z.object({ splits: z.array(splitSchema).meta({ description: "The release's own first, then its tracks'; newest first." }) });
export const splitSavedSchema = z.object({
  split: splitSchema,
  invited: z.array(z.string()).meta({ description: 'The payees new to the split, mailed an invitation.' }),
});
