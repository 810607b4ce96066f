import type { ReleaseUpdateAnswer } from '@slipcase/api-contract/update-schemas';
import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { previewReleaseUpdate, proposeReleaseUpdate, type ReleaseUpdateWorkflows } from '@slipcase/services';
import { requireOwnedRelease } from './owned-release';
import type { UpdateInput } from './release-update-file';

/** The owner (`as`) updates a release the stores have on this machine's database, or previews it with `dryRun`. */
export async function updateAsUser(
  deps: { prisma: PrismaClient; updates: () => Promise<ReleaseUpdateWorkflows> },
  input: UpdateInput & { as: string | undefined },
): Promise<ReleaseUpdateAnswer> {
  const { user, release } = await requireOwnedRelease(deps.prisma, input);
  const now = new Date();
  if (input.dryRun) {
    const { settings, dirs, env } = config();
    const preview = await previewReleaseUpdate(
      { prisma: deps.prisma, settings, now, storageDir: dirs.storage, storeEnv: env },
      { releaseId: release.id, userId: user.id, changes: input.changes },
    );
    const stores = preview.stores.map(({ storeId, name, patch, resend, valid }) => ({ storeId, name, patch, resend, valid }));
    return { fields: preview.fields, needsReview: preview.needsReview, update: null, stores, notSent: preview.notSent };
  }
  const sent = await proposeReleaseUpdate(
    { prisma: deps.prisma, now, updates: await deps.updates() },
    { releaseId: release.id, userId: user.id, via: 'cli', changes: input.changes },
  );
  return { fields: sent.fields, needsReview: sent.needsReview, update: { revisionId: sent.revisionId, revisionNo: sent.revisionNo, workflowId: sent.workflowId }, stores: [], notSent: [] };
}
