import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { config } from '@slipcase/config';
import { storeFeedParamsSchema, type StoreFeedBuildJson } from '@slipcase/api-contract/store-feed-schemas';
import { isAppError, isStaff } from '@slipcase/domain';
import type { StoreProfile } from '@slipcase/plugin-contract';
import { openStoreFeed, storeProfileOf, type StoreFeedBuild } from '@slipcase/services';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { apiError, apiErrorMessage, apiJson, API_HEADERS, type ApiCaller } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { multipartAnswer, type AnswerPart } from './multipart-answer.server';
import { defineOperation } from './operation.server';
import { requireOwnRelease } from './release-json.server';

/** The caller's release, or any release to staff (who review feeds); anyone else is told it does not exist. */
async function requireFeedRelease(caller: ApiCaller, releaseId: string): Promise<void> {
  if (!isStaff(caller.user.role)) return requireOwnRelease(caller, releaseId);
  const found = await (await serviceDeps()).prisma.release.findUnique({ where: { id: releaseId }, select: { id: true } });
  if (!found) throw apiError('not_found', { field: 'id' });
}

/** A store this installation delivers to, else 404 naming the field. */
async function enabledStore(storeId: string): Promise<StoreProfile> {
  try {
    return storeProfileOf(await storeProfiles(config().env), storeId);
  } catch (error) {
    if (isAppError(error)) throw apiError('not_found', { field: 'store' });
    throw error;
  }
}

/** The batch as a form: its description as JSON (`build`), then each file (`files`) in its order, read from disk as sent. */
function batchParts(built: StoreFeedBuild): AnswerPart[] {
  const { location: _serverFolder, ...build } = built;
  const description = JSON.stringify({ ...build, validatedAgainst: [...build.validatedAgainst] } satisfies StoreFeedBuildJson);
  return [
    { name: 'build', contentType: 'application/json', content: description },
    ...built.files.map((file) => ({
      name: 'files',
      filename: file.path,
      contentType: 'application/octet-stream',
      content: () => createReadStream(join(built.location, file.path)),
    })),
  ];
}

export const getStoreFeed = defineOperation({
  operationId: 'getStoreFeed',
  method: 'GET',
  path: '/v1/releases/{id}/feeds/{store}',
  scope: 'read',
  tag: 'Releases',
  summary: 'The batch a store would get for the release, built as a delivery builds it',
  description:
    'What `slipcase feed build` writes and the operators’ feed preview shows: the media converted to what the store takes, the ERN 4.3 NewReleaseMessage and the BatchComplete manifest, both validated against the official schemas; marked as a test message, its id and time the release’s, so the same release gives the same bytes. A `multipart/form-data` answer: a `build` part (JSON: the store, the batch id, the message id, each file’s path, size and SHA-256 in order, the schemas), then one `files` part per file in that order, each sent as it is read from disk (the answer streams). The release’s owner may ask, and staff; the store is any the installation delivers to. 409 `release_incomplete` with every problem when no feed can be built.',
  params: storeFeedParamsSchema.pick({ store: true }),
  responses: { 200: { description: 'The batch', media: ['multipart/form-data'] } },
  refusals: [400, 404, 409],
  async handle({ caller, params }) {
    const releaseId = params.id ?? '';
    await requireFeedRelease(caller, releaseId);
    const store = await enabledStore(params.store ?? '');
    const { prisma, settings } = await serviceDeps();
    // The batch's folder stays until its files have been sent (or the reader went away).
    const { built, close } = await openStoreFeed({ prisma, settings, storageDir: config().dirs.storage }, { releaseId, store });
    if ('problems' in built) {
      await close();
      const fields = [...new Set(built.problems.map((problem) => problem.field))].join(', ');
      const errors = built.problems;
      // Each problem in its own words (a store's requirement, a schema's message), as `slipcase feed build` prints them.
      return apiJson({ error: { code: 'release_incomplete', message: apiErrorMessage('release_incomplete', { fields }), field: errors[0]?.field }, errors }, 409);
    }
    return multipartAnswer(batchParts(built), { headers: API_HEADERS, done: close });
  },
});
