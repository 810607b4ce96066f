import { changeDraftRelease, createDraftRelease, getReleaseView, listReleasePage, type DraftChangeResult } from '@slipcase/services';
import { z } from 'zod';
import { apiError, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { apiJson, callerChannel, defineOperation } from './operation.server';
import { releaseLifecycleSchema } from '@slipcase/api-contract/lifecycle-schemas';
import { releaseLifecycle } from './release-lifecycle.server';
import { apiProblems, problemOf } from './problems.server';
import { loadRelease, ownRelease, editableRelease, releaseJson } from './release-json.server';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  newReleaseSchema,
  releaseChangesSchema,
  releaseJsonSchema,
  releaseListQuerySchema,
  releaseSummarySchema,
  type ReleaseChanges,
  type ReleaseSummary,
} from '@slipcase/api-contract/release-schemas';
import { warningsSchema } from '@slipcase/api-contract/problem-schemas';

const TAG = 'Releases';
const releaseBody = z.object({ release: releaseJsonSchema });
const changedBody = z.object({ release: releaseJsonSchema, warnings: warningsSchema });

export const listReleases = defineOperation({
  operationId: 'listReleases',
  method: 'GET',
  path: '/v1/releases',
  scope: 'read',
  tag: TAG,
  summary: 'The account’s releases, newest first',
  description: 'A page of at most `limit` releases; pass `nextCursor` as `cursor` for the next page (null on the last).',
  query: releaseListQuerySchema,
  responses: { 200: { description: 'A page of releases', schema: z.object({ releases: z.array(releaseSummarySchema), nextCursor: z.string().nullable() }) } },
  refusals: [400, 404],
  async handle({ caller, query }) {
    const page = await listReleasePage((await serviceDeps()).prisma, { ownerId: caller.user.id, cursor: query.cursor, limit: query.limit });
    if (!page) return apiError('not_found', { field: 'cursor' });
    const releases = page.releases.map(
      (row): ReleaseSummary => ({
        id: row.id,
        status: row.status,
        title: row.title,
        type: row.type,
        artist: row.artist,
        upc: row.upc,
        releaseDate: row.releaseDate.toISOString().slice(0, 10),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        trackCount: row._count.tracks,
        hasCover: row.coverKey !== null,
      }),
    );
    return apiJson({ releases, nextCursor: page.nextCursor });
  },
});

/** The `Idempotency-Key` header, checked; undefined without one. */
function idempotencyKey(request: Request): { ok: true; key: string | undefined } | { ok: false; response: Response } {
  const header = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (header === null) return { ok: true, key: undefined };
  const parsed = idempotencyKeySchema.safeParse(header);
  return parsed.success ? { ok: true, key: parsed.data } : { ok: false, response: apiError('invalid_input', { field: IDEMPOTENCY_KEY_HEADER }) };
}

/** A creation's or a change's outcome as `/v1` answers it: 201 for a new release, 200 otherwise. */
async function draftAnswer(result: DraftChangeResult, created = false): Promise<Response> {
  if (result.outcome === 'refused') return apiProblems(400, result.errors);
  if (result.outcome === 'conflict') return apiProblems(409, result.errors);
  const release = releaseJson(await loadRelease(result.releaseId));
  if (result.outcome === 'replayed') return apiJson({ release, warnings: [] }, 200);
  return apiJson({ release, warnings: result.warnings.map(problemOf) }, created ? 201 : 200);
}

async function createRelease(caller: ApiCaller, changes: ReleaseChanges, key: string | undefined): Promise<Response> {
  const options = { idempotencyKey: key, via: callerChannel(caller) };
  return draftAnswer(await createDraftRelease(await serviceDeps(), caller.user, changes, options), true);
}

export const createReleaseOperation = defineOperation({
  operationId: 'createRelease',
  method: 'POST',
  path: '/v1/releases',
  scope: 'write',
  tag: TAG,
  summary: 'Create a draft',
  description:
    'Made as the wizard’s first step makes it (title, artist, type, genre and language needed; the plan’s stores and the earliest standard date to begin with); the other fields sent are set as PATCH sets them. Nothing is made unless every field sent passes the rules. With an `Idempotency-Key`, the same key from the same account answers the release it made (200) and never makes a second one.',
  headers: [
    {
      name: IDEMPOTENCY_KEY_HEADER,
      description: 'Any unique string of 1 to 200 visible ASCII characters (a UUID), kept for good with the release it made; blank is none.',
      schema: idempotencyKeySchema,
    },
  ],
  body: newReleaseSchema,
  responses: {
    201: { description: 'The draft made', schema: changedBody },
    200: { description: 'The draft made earlier with this Idempotency-Key', schema: changedBody },
  },
  refusals: [400, 409],
  creates: { at: '/v1/releases/{id}', pointer: '/release/id' },
  async handle({ caller, body, request }) {
    const key = idempotencyKey(request);
    if (!key.ok) return key.response;
    return createRelease(caller, body, key.key);
  },
});

export const getRelease = defineOperation({
  operationId: 'getRelease',
  method: 'GET',
  path: '/v1/releases/{id}',
  scope: 'read',
  tag: TAG,
  summary: 'A release with its tracks and the SHA-256 of every stored file',
  description: 'With its `lifecycle`: the timeline, the rejections (their reasons and until when it may be reopened) and the takedowns.',
  responses: { 200: { description: 'The release', schema: releaseBody.extend({ lifecycle: releaseLifecycleSchema }) } },
  refusals: [404],
  async handle({ caller, params }) {
    const release = await ownRelease(caller, params.id ?? '');
    const deps = await serviceDeps();
    const view = await getReleaseView(deps.prisma, release.id, { now: deps.now, settings: deps.settings });
    if (!view) return apiError('not_found', { field: 'id' });
    return apiJson({ release: releaseJson(release), lifecycle: releaseLifecycle(view) });
  },
});

export const updateRelease = defineOperation({
  operationId: 'updateRelease',
  method: 'PATCH',
  path: '/v1/releases/{id}',
  scope: 'write',
  tag: TAG,
  summary: 'Change fields of a draft (or of a rejected release being fixed)',
  description: 'Only the fields sent change, and only if every one of them passes the wizard’s rules: otherwise nothing is stored (400, every problem).',
  body: releaseChangesSchema,
  responses: { 200: { description: 'The release as changed', schema: changedBody } },
  refusals: [400, 404, 409],
  async handle({ caller, params, body }) {
    const release = await editableRelease(caller, params.id ?? '');
    return draftAnswer(await changeDraftRelease(await serviceDeps(), caller.user, release, body));
  },
});
