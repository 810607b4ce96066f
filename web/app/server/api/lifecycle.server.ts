import { isAppError, TAKEDOWN_OTHER_TEXT_MAX, TAKEDOWN_REASONS } from '@slipcase/domain';
import { ReleaseCheckError, type SubmittedRelease } from '@slipcase/services';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { lifecycleStatus } from '@slipcase/api-contract/http-status';
import { z } from 'zod';
import { apiError, type ApiCaller } from '../api-auth.server';
import { runReleaseIntent, submissionWarnings, type IntentInput, type ReleaseIntent } from '../release-actions.server';
import { apiJson, callerChannel, defineOperation, type ApiOperation } from './operation.server';
import { warningsSchema } from '@slipcase/api-contract/problem-schemas';
import { apiProblems, problemOf } from './problems.server';
import { loadRelease, releaseJson, requireOwnRelease } from './release-json.server';
import { releaseJsonSchema } from '@slipcase/api-contract/release-schemas';

/**
 * A refusal of a lifecycle use case as `/v1` answers it: the submission's rules on the release as stored, with every problem (409, as the ERN export), a
 * field of the body (400), not found (404), not allowed (403), anything else the release's status forbids (409).
 */
export function lifecycleRefusal(error: unknown, bodyFields: readonly string[] = []): Response {
  if (error instanceof ReleaseCheckError) return apiProblems(409, error.errors, { code: error.code, field: error.field, params: error.params });
  if (!isAppError(error)) throw error;
  return apiError(error.code, { status: lifecycleStatus(error.code, error.field, bodyFields), field: error.field, params: error.params });
}

const otherText = () => cleanString('lines').max(TAKEDOWN_OTHER_TEXT_MAX, { error: 'too_long' });

/** Where and when, whatever the reason: some stores or all, as soon as the grace period is over or on a day. */
const takedownScope = {
  stores: z
    .array(cleanString().max(64, { error: 'invalid_choice' }), { error: 'invalid_choice' })
    .max(100, { error: 'invalid_choice' })
    .optional()
    .meta({ description: 'Store ids the release is live in; every such store when absent or empty.' }),
  // Checked by the domain (a real day, from today to the horizon), whose refusal names the days allowed.
  on: cleanString()
    .trim()
    .optional()
    .meta({ description: 'The day (YYYY-MM-DD, the owner’s calendar) from which it is processed; from today up to the horizon (a year by default). Absent: as soon as the grace period is over.' }),
};

/** The reason `other` needs its words (something more than spaces); the other reasons may carry some. */
const takedownBodySchema = z.discriminatedUnion(
  'reason',
  [
    z.strictObject({
      reason: z.enum(TAKEDOWN_REASONS.filter((reason) => reason !== 'other'), { error: 'invalid_choice' }),
      otherText: otherText().optional(),
      ...takedownScope,
    }),
    z.strictObject({
      reason: z.literal('other'),
      otherText: otherText()
        .regex(/\S/, { error: 'required' })
        .meta({ description: 'What the reason `other` is, in words.' }),
      ...takedownScope,
    }),
  ],
  { error: (issue) => (typeof issue.input === 'object' && issue.input !== null && 'reason' in issue.input ? 'invalid_choice' : 'required') },
);
/** The body's fields: the use case's refusals about them are the caller's to fix (400). */
const TAKEDOWN_FIELDS = ['reason', 'otherText', 'stores', 'on'];

/** What an action's answer adds to the release and the warnings, from what the use case returned. */
type Extra = (done: unknown) => Record<string, unknown>;

/** Runs an owner's action on their release (another account's is not found) and answers the release as it is now. */
async function ownerAction(caller: ApiCaller, releaseId: string, intent: ReleaseIntent, input: IntentInput = {}, extra?: Extra): Promise<Response> {
  await requireOwnRelease(caller, releaseId);
  let done: unknown;
  try {
    done = await runReleaseIntent(intent, caller.user, releaseId, input, callerChannel(caller));
  } catch (error) {
    return lifecycleRefusal(error, TAKEDOWN_FIELDS);
  }
  // submitRelease returns once the workflow has moved the release into review (its reviewReached update), as the web's does.
  const release = await loadRelease(releaseId);
  return apiJson({ release: releaseJson(release), warnings: submissionWarnings(done).map(problemOf), ...extra?.(done) });
}

const answered = z.object({ release: releaseJsonSchema, warnings: warningsSchema });

function lifecycleOperation(spec: {
  operationId: string;
  segment: string;
  intent: ReleaseIntent;
  summary: string;
  description: string;
  answer?: { schema: z.ZodType; extra: Extra };
}): ApiOperation {
  return defineOperation({
    operationId: spec.operationId,
    method: 'POST',
    path: `/v1/releases/{id}/${spec.segment}`,
    scope: 'submit',
    tag: 'Lifecycle',
    summary: spec.summary,
    description: spec.description,
    responses: { 200: { description: 'The release as it is now', schema: spec.answer?.schema ?? answered } },
    refusals: [400, 404, 409],
    handle: ({ caller, params }) => ownerAction(caller, params.id ?? '', spec.intent, {}, spec.answer?.extra),
  });
}

const submissionSchema = z.object({
  stores: z.array(z.string()).meta({ description: 'The stores the release goes to.' }),
  droppedStores: z.array(z.string()).meta({ description: 'Premium-only stores chosen that the plan does not reach: left out.' }),
  coverTooSmallFor: z.array(z.string()).meta({ description: 'Stores left out because they take a bigger cover.' }),
});

function submission(done: unknown): { submission: z.infer<typeof submissionSchema> } {
  const { stores, droppedStores, coverTooSmallFor } = done as SubmittedRelease;
  return { submission: { stores, droppedStores, coverTooSmallFor } };
}

export const submitReleaseOperation = lifecycleOperation({
  operationId: 'submitRelease',
  segment: 'submit',
  intent: 'submit',
  summary: 'Submit a draft for review',
  answer: { schema: answered.extend({ submission: submissionSchema }), extra: submission },
  description:
    'Every rule of the submission (001 §5, the monthly limit included) on the release as stored: refused with every problem (400, `errors`). Submitting again while it is in review answers the release as it is.',
});

export const reopenReleaseOperation = lifecycleOperation({
  operationId: 'reopenRelease',
  segment: 'reopen',
  intent: 'reopen',
  summary: 'Reopen a rejected release once fixed',
  description: 'The submission’s rules on the release as it now stands (not the monthly limit); its review starts again.',
});

export const cancelTakedownOperation = lifecycleOperation({
  operationId: 'cancelTakedown',
  segment: 'cancel-takedown',
  intent: 'cancel_takedown',
  summary: 'Cancel a takedown before it is processed',
  description: 'The release is published again.',
});

export const requestTakedownOperation = defineOperation({
  operationId: 'requestTakedown',
  method: 'POST',
  path: '/v1/releases/{id}/takedown',
  scope: 'submit',
  tag: 'Lifecycle',
  summary: 'Request the takedown of a published release',
  description:
    'Processed after the grace period unless cancelled, or from the chosen day (`on`), for the chosen stores (`stores`) or every store the release is live in. A takedown of some stores leaves the release published in the others. A store the release is not live in, or a day outside today to the horizon, is refused (400 with the field). On the free plan, only from the 90th day after the release date (409 `takedown_too_early`). While one waits, the same request again answers it; other stores or another day are refused (409 `takedown_pending`, naming the waiting one), after the same checks of the body (400).',
  body: takedownBodySchema,
  responses: { 200: { description: 'The release as it is now', schema: answered } },
  refusals: [400, 404, 409],
  handle: ({ caller, params, body }) => ownerAction(caller, params.id ?? '', 'request_takedown', body),
});
