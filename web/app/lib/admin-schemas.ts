import { cleanString, recordIdSchema } from '@slipcase/api-contract/clean-input';
import { z } from 'zod';
import { encodeError } from './error-messages';

/** The reason an admin gives for freezing or banning, shown to the person on the blocked page. */
export const BLOCK_REASON_MAX = 500;

/** Freezing (for a while) or banning (for good) an account, on /admin/users: the reason is required. */
export const blockSchema = z.object({
  intent: z.enum(['freeze', 'ban']),
  userId: recordIdSchema,
  reason: cleanString('lines', { error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(BLOCK_REASON_MAX, { error: encodeError({ code: 'too_long', params: { max: BLOCK_REASON_MAX } }) }),
});

export const unblockSchema = z.object({
  intent: z.enum(['unfreeze', 'unban']),
  userId: recordIdSchema,
});

export type BlockIntent = z.output<typeof blockSchema>['intent'] | z.output<typeof unblockSchema>['intent'];

export const BLOCK_INTENTS = [...blockSchema.shape.intent.options, ...unblockSchema.shape.intent.options];

/** The form an intent posts: freezing and banning ask for a reason, lifting them does not. */
export function blockChangeSchema(intent: BlockIntent) {
  return intent === 'freeze' || intent === 'ban' ? blockSchema : unblockSchema;
}

/** "Act as this user" on /admin/users (POST /admin/impersonate). */
export const impersonateSchema = z.object({ userId: recordIdSchema });
