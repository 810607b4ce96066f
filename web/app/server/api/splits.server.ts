import { isAppError } from '@slipcase/domain';
import { listSplits, setSplit, type SplitView } from '@slipcase/services';
import { splitInputSchema, splitListSchema, splitSavedSchema } from '@slipcase/api-contract/split-schemas';
import { apiError } from '../api-auth.server';
import { splitDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { apiProblems } from './problems.server';
import { requireOwnRelease } from './release-json.server';

const TAG = 'Royalties';

/** A use case's not_found (a track of another release) as `/v1` answers it; anything else goes on. */
async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return apiError(error.code, { field: error.field === 'trackId' ? 'trackId' : 'id' });
    throw error;
  }
}

export const listReleaseSplits = defineOperation({
  operationId: 'listReleaseSplits',
  method: 'GET',
  path: '/v1/releases/{id}/splits',
  scope: 'read',
  tag: TAG,
  summary: 'How the release’s royalties are shared: current, upcoming and past splits',
  description: 'The release’s own split and each track’s own (which wins over the release’s for that track), with every payee’s share and whether they accepted their invitation.',
  responses: { 200: { description: 'The splits', schema: splitListSchema } },
  refusals: [404],
  async handle({ caller, params }) {
    await requireOwnRelease(caller, params.id ?? '');
    const splits: SplitView[] = await listSplits(splitDeps(), { ownerId: caller.user.id, releaseId: params.id ?? '' });
    return apiJson({ splits });
  },
});

export const setReleaseSplit = defineOperation({
  operationId: 'setReleaseSplit',
  method: 'PUT',
  path: '/v1/releases/{id}/splits',
  scope: 'write',
  tag: TAG,
  summary: 'Set how the release’s (or one track’s) royalties are shared',
  description:
    'The owner’s share and the payees’ total exactly 100. The first split applies from the current sales period; a change applies from the next one, the split in force kept in the history (a change not started yet is replaced). Each payee new to the split is mailed an invitation: their money waits under their e-mail until they accept, then moves to their balance. Nothing is stored unless every field passes (400, every problem).',
  body: splitInputSchema,
  responses: { 200: { description: 'The split as saved', schema: splitSavedSchema } },
  refusals: [400, 404],
  async handle({ caller, params, body }) {
    await requireOwnRelease(caller, params.id ?? '');
    return answering(async () => {
      const result = await setSplit(splitDeps(), { ...body, ownerId: caller.user.id, releaseId: params.id ?? '' });
      if (result.outcome === 'refused') return apiProblems(400, result.errors);
      return apiJson({ split: result.split, invited: result.invited });
    });
  },
});
