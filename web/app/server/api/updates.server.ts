import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import { previewReleaseUpdate, proposeReleaseUpdate } from '@slipcase/services';
import { releaseUpdateAnswerSchema, releaseUpdateBodySchema, type ReleaseUpdateAnswer } from '@slipcase/api-contract/update-schemas';
import { workflowPorts } from '@slipcase/workflows/client';
import { lifecycleRefusal } from './lifecycle.server';
import { apiJson, callerChannel, defineOperation } from './operation.server';
import { requireOwnRelease } from './release-json.server';

/** The body's fields: the use case's refusals about them are the caller's to fix (400). */
const UPDATE_FIELDS = ['primaryGenre', 'secondaryGenre', 'label', 'releaseDate', 'title', 'tracks'];

export const proposeReleaseUpdateOperation = defineOperation({
  operationId: 'proposeReleaseUpdate',
  method: 'POST',
  path: '/v1/releases/{id}/updates',
  scope: 'submit',
  tag: 'Lifecycle',
  summary: 'Update a release the stores have',
  description:
    'Artwork, genre, credits, lyrics, explicit flags, label, and the release date while not yet live; anything else is refused (`update_needs_new_release`, `update_breaks_track_linking`). Changes to artwork, label, credits or lyrics are reviewed first. With `dryRun`, answers each store’s message diff and sends nothing.',
  body: releaseUpdateBodySchema,
  responses: { 200: { description: 'The update sent, or the diff of a dry run', schema: releaseUpdateAnswerSchema } },
  refusals: [400, 404, 409],
  handle: async ({ caller, params, body }) => {
    const releaseId = params.id ?? '';
    await requireOwnRelease(caller, releaseId);
    const { dryRun, ...changes } = body;
    const prisma = getPrisma();
    const now = new Date();
    try {
      if (dryRun) {
        const deps = { prisma, settings: config().settings, now, storageDir: config().dirs.storage, storeEnv: config().env };
        const preview = await previewReleaseUpdate(deps, { releaseId, userId: caller.user.id, changes });
        const stores = preview.stores.map(({ storeId, name, patch, resend, valid }) => ({ storeId, name, patch, resend, valid }));
        return apiJson({ fields: preview.fields, needsReview: preview.needsReview, update: null, stores, notSent: preview.notSent } satisfies ReleaseUpdateAnswer);
      }
      const sent = await proposeReleaseUpdate({ prisma, now, updates: workflowPorts().updates }, { releaseId, userId: caller.user.id, via: callerChannel(caller), changes });
      const update = { revisionId: sent.revisionId, revisionNo: sent.revisionNo, workflowId: sent.workflowId };
      return apiJson({ fields: sent.fields, needsReview: sent.needsReview, update, stores: [], notSent: [] } satisfies ReleaseUpdateAnswer);
    } catch (error) {
      return lifecycleRefusal(error, UPDATE_FIELDS);
    }
  },
});
