import { lifecycleStatus } from '@slipcase/api-contract/http-status';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { isAppError, type FieldError } from '@slipcase/domain';
import {
  approveRelease,
  cancelTakedown,
  rejectRelease,
  reopenRelease,
  requestTakedown,
  submitRelease,
  type Channel,
  type SubmittedRelease,
} from '@slipcase/services';
import { z } from 'zod';
import { workflowServiceDeps } from './deps.server';
import { encodeError } from '../lib/error-messages';
import type { SessionUser } from './session.server';

/** What the release page's buttons and forms post as `intent`, and the form fields each one reads. */
const INTENT_FIELDS = {
  submit: [],
  approve: [],
  reject: ['reasonCodes', 'note'],
  reopen: [],
  request_takedown: ['reason', 'otherText', 'stores', 'on'],
  cancel_takedown: [],
} as const satisfies Record<string, readonly string[]>;

export type ReleaseIntent = keyof typeof INTENT_FIELDS;

export interface IntentResult {
  intent: string;
  ok: boolean;
  /** An error of the whole action, encoded for errorMessage(). */
  error: string | null;
  /** Errors of single fields (no reason chosen, a missing text), encoded for errorMessage(). */
  fieldErrors: Record<string, string[]>;
  /** What was done differently than asked (stores left out at submission), encoded for errorMessage(). */
  warnings?: string[];
}

/** What an action reads besides the release: a rejection's reasons and note, a takedown's reason. */
export interface IntentInput {
  reasonCodes?: string[];
  note?: string;
  reason?: string;
  otherText?: string;
  /** A takedown's stores (every store the release is live in when none) and its day (as soon as possible when absent). */
  stores?: string[];
  on?: string;
}

/** A text field's value, or undefined when it was left empty. */
const optionalText = (shape: 'line' | 'lines') =>
  cleanString(shape)
    .transform((value) => (value.trim() === '' ? undefined : value))
    .optional();

/**
 * The release page's forms: the intent and what it reads. Whether a reason code, a store or a day is one the action
 * takes is the use case's to say, beside the field.
 */
export const releaseIntentSchema = z.object({
  intent: z.enum(Object.keys(INTENT_FIELDS) as ReleaseIntent[]),
  reasonCodes: z.array(cleanString()).default([]),
  note: optionalText('lines'),
  reason: cleanString().default(''),
  otherText: optionalText('lines'),
  stores: z.array(cleanString()).default([]),
  on: optionalText('line'),
});

export type ReleaseIntentForm = { intent: ReleaseIntent } & IntentInput;

/**
 * Runs one action through its use case in services, which checks who may do it and when; refusals are thrown as
 * AppErrors (a ReleaseCheckError with every problem when the submission's rules refuse).
 */
export async function runReleaseIntent(
  intent: ReleaseIntent,
  user: Pick<SessionUser, 'id'>,
  releaseId: string,
  input: IntentInput,
  via: Channel = 'web',
): Promise<unknown> {
  const deps = await workflowServiceDeps();
  switch (intent) {
    case 'submit':
      return submitRelease(deps, { releaseId, userId: user.id, via });
    case 'approve':
      return approveRelease(deps, { releaseId, operatorId: user.id, via });
    case 'reject':
      return rejectRelease(deps, { releaseId, operatorId: user.id, via, reasonCodes: input.reasonCodes ?? [], note: input.note });
    case 'reopen':
      return reopenRelease(deps, { releaseId, userId: user.id, via });
    case 'request_takedown':
      return requestTakedown(deps, {
        releaseId,
        userId: user.id,
        via,
        reason: input.reason ?? '',
        otherText: input.otherText,
        ...(input.stores && input.stores.length > 0 && { stores: input.stores }),
        ...(input.on !== undefined && { on: input.on.trim() }),
      });
    case 'cancel_takedown':
      return cancelTakedown(deps, { releaseId, userId: user.id, via });
  }
}

/** The stores a submission left out: premium-only ones on the free plan, and those the cover is too small for. */
export function submissionWarnings(done: unknown): FieldError[] {
  if (typeof done !== 'object' || done === null || !('droppedStores' in done)) return [];
  const { droppedStores, coverTooSmallFor } = done as SubmittedRelease;
  return [
    ...(droppedStores.length > 0 ? [{ code: 'premium_platforms_dropped' as const, field: 'platforms', params: { stores: droppedStores.join(', ') } }] : []),
    ...(coverTooSmallFor.length > 0
      ? [{ code: 'cover_too_small_for_platforms' as const, field: 'platforms', params: { stores: coverTooSmallFor.join(', ') } }]
      : []),
  ];
}

/**
 * Runs what the release page posted through its use case in services, which checks who may do it and when. Its
 * refusals come back as translated-message codes: beside the field they concern, or for the whole form.
 */
export async function performReleaseIntent(
  user: SessionUser,
  releaseId: string,
  { intent, ...input }: ReleaseIntentForm,
): Promise<{ result: IntentResult; status: number }> {
  try {
    const done = await runReleaseIntent(intent, user, releaseId, input);
    return { result: { intent, ok: true, error: null, fieldErrors: {}, warnings: submissionWarnings(done).map(encodeError) }, status: 200 };
  } catch (error) {
    if (!isAppError(error)) {
      console.error(error);
      return { result: { intent, ok: false, error: 'server_error', fieldErrors: {} }, status: 500 };
    }
    // `reasonCodes.2` (one bad code of a list) belongs to the list's field.
    const field = error.field?.split('.')[0];
    const fields: readonly string[] = INTENT_FIELDS[intent];
    if (field && fields.includes(field)) {
      return { result: { intent, ok: false, error: null, fieldErrors: { [field]: [encodeError(error)] } }, status: 400 };
    }
    return { result: { intent, ok: false, error: encodeError(error), fieldErrors: {} }, status: lifecycleStatus(error.code, error.field, fields) };
  }
}
