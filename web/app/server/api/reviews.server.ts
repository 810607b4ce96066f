import type { ReleaseWorkflowState } from '@slipcase/workflows/contracts';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { REOPENING_REASONS, type ReopeningReasonCode } from '@slipcase/domain';
import { z } from 'zod';
import type { ApiCaller } from '../api-auth.server';
import { runReleaseIntent, type IntentInput, type ReleaseIntent } from '../release-actions.server';
import { listReviewQueue } from '../review-queue.server';
import { primaryStore } from '../stores.server';
import { lifecycleRefusal } from './lifecycle.server';
import { apiJson, callerChannel, defineOperation } from './operation.server';
import { requireStaff } from './staff.server';
import { problemSchema } from '@slipcase/api-contract/problem-schemas';
import { decodeError, problemOf } from './problems.server';
import { loadRelease, releaseJson } from './release-json.server';
import { releaseJsonSchema } from '@slipcase/api-contract/release-schemas';

const TAG = 'Reviews';

/** A check's finding (encoded for the operator's page) as a problem; null when it passed. */
function finding(encoded: string | null) {
  const decoded = encoded ? decodeError(encoded) : null;
  return decoded ? problemOf(decoded) : null;
}

const reviewItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  upc: z.string(),
  releaseDate: z.string(),
  submittedAt: z.string().nullable(),
  artist: z.object({ id: z.string(), name: z.string() }),
  owner: z.object({ id: z.string(), username: z.string() }),
  trackCount: z.number().int(),
  overdue: z.boolean().meta({ description: 'The review outlasted its business days.' }),
  overdueSince: z.string().nullable().meta({ description: 'When the operators were alerted that it did; null while it is on time.' }),
  tracks: z.array(
    z.object({
      number: z.number().int(),
      title: z.string(),
      durationMs: z.number().int(),
      format: z.string(),
      sampleRate: z.number().int().nullable(),
      bitsPerSample: z.number().int().nullable(),
      problem: problemSchema.nullable(),
      meetsStoreQuality: z.boolean(),
    }),
  ),
  cover: z.object({ width: z.number().int().nullable(), height: z.number().int().nullable(), format: z.string().nullable(), problem: problemSchema.nullable() }),
});

export const listReviews = defineOperation({
  operationId: 'listReviews',
  method: 'GET',
  path: '/v1/reviews',
  scope: 'review',
  tag: TAG,
  summary: 'The review queue, the longest-waiting first (staff)',
  description: 'With what an operator checks before listening: each track’s format and length against the upload rules and the main store’s quality, and the cover.',
  responses: { 200: { description: 'The releases in review', schema: z.object({ reviews: z.array(reviewItemSchema) }) } },
  refusals: [],
  async handle({ caller }) {
    requireStaff(caller);
    const queue = await listReviewQueue((await primaryStore()).requirements);
    const reviews: z.infer<typeof reviewItemSchema>[] = queue.map((item) => ({
      ...item,
      tracks: item.tracks.map((track) => ({ ...track, problem: finding(track.problem) })),
      cover: { ...item.cover, problem: finding(item.cover.problem) },
    }));
    return apiJson({ reviews });
  },
});

/** The workflow's state once a decision is recorded: its deliveries, and a rejection's reasons and deadline. */
const decisionStateSchema = z.object({
  deliveries: z
    .array(z.object({ store: z.string(), status: z.string(), location: z.string().optional() }))
    .meta({ description: 'Each store the release goes to and where its delivery stands.' }),
  rejection: z
    .object({ reasonCodes: z.array(z.string()), note: z.string().nullable(), reopenBy: z.string().meta({ description: 'Until when the artist may reopen it.' }) })
    .nullable(),
});
type DecisionState = z.infer<typeof decisionStateSchema>;

function decisionState(done: unknown): DecisionState {
  const state = done as Partial<ReleaseWorkflowState> | undefined;
  const rejection = state?.rejection;
  return {
    deliveries: (state?.deliveries ?? []).map(({ store, status, location }) => ({ store, status, ...(location && { location }) })),
    rejection: rejection ? { reasonCodes: rejection.reasonCodes, note: rejection.note ?? null, reopenBy: rejection.reopenBy } : null,
  };
}

async function decide(caller: ApiCaller, releaseId: string, intent: ReleaseIntent, input: IntentInput, fields: readonly string[]): Promise<Response> {
  requireStaff(caller);
  let done: unknown;
  try {
    done = await runReleaseIntent(intent, caller.user, releaseId, input, callerChannel(caller));
  } catch (error) {
    return lifecycleRefusal(error, fields);
  }
  return apiJson({ release: releaseJson(await loadRelease(releaseId)), ...decisionState(done) });
}

const decided = z.object({ release: releaseJsonSchema }).extend(decisionStateSchema.shape);

export const approveReview = defineOperation({
  operationId: 'approveReview',
  method: 'POST',
  path: '/v1/reviews/{id}/approve',
  scope: 'review',
  tag: TAG,
  summary: 'Approve a release in review (staff)',
  responses: { 200: { description: 'The release once the approval is recorded', schema: decided } },
  refusals: [404, 409],
  handle: ({ caller, params }) => decide(caller, params.id ?? '', 'approve', {}, []),
});

const REASON_CODES = REOPENING_REASONS.map((reason) => reason.code) as [ReopeningReasonCode, ...ReopeningReasonCode[]];

const rejectBodySchema = z.strictObject({
  reasonCodes: z
    .array(z.enum(REASON_CODES, { error: 'invalid_choice' }))
    .min(1, { error: 'reopening_reason_required' })
    .meta({ description: 'Codes of the reopening reasons catalogue (001 §4), at least one.' }),
  note: cleanString('lines').optional(),
});

export const rejectReview = defineOperation({
  operationId: 'rejectReview',
  method: 'POST',
  path: '/v1/reviews/{id}/reject',
  scope: 'review',
  tag: TAG,
  summary: 'Reject a release in review with reopening reasons (staff)',
  body: rejectBodySchema,
  responses: { 200: { description: 'The release once the rejection is recorded', schema: decided } },
  refusals: [400, 404, 409],
  handle: ({ caller, params, body }) => decide(caller, params.id ?? '', 'reject', body, Object.keys(rejectBodySchema.shape)),
});
