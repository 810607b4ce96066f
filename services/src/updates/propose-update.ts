import { AppError } from '@slipcase/domain';
import type { Prisma } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import type { Channel, ReleaseUpdateWorkflows, StartedWorkflow } from '../ports/workflows';
import { checkUpdate } from './check-update';
import { liveStores } from './live-stores';
import { loadRevisableRelease, type ReleaseUpdateChanges } from './revision-changes';
import { releaseLabels } from '../lifecycle/release-labels';
import { lockRelease } from '../releases/lock-release';

export interface ProposedUpdate extends StartedWorkflow {
  revisionId: string;
  revisionNo: number;
  fields: string[];
  /** An operator looks at it before the stores get it. */
  needsReview: boolean;
}

/** Revisions still on their way: a release has one at a time. */
export const OPEN_REVISION_STATUSES = ['pending_review', 'approved', 'delivering'] as const;

/**
 * The owner proposes an update of a release the stores have (approved or live). It is checked (checkUpdate) and
 * recorded as the release's next revision; the release itself stays as the stores have it until the revision is
 * approved (at once when it needs no review) and applied by its workflow, which then sends the update to each store.
 * One revision at a time ('update_pending').
 */
export async function proposeReleaseUpdate(
  deps: Pick<ServiceDeps, 'prisma' | 'now'> & { updates: ReleaseUpdateWorkflows },
  input: { releaseId: string; userId: string; via: Channel; changes: ReleaseUpdateChanges },
): Promise<ProposedUpdate> {
  const { prisma } = deps;
  const row = await loadRevisableRelease(prisma, input.releaseId);
  if (row.ownerId !== input.userId) throw new AppError('not_found', 'releaseId');
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: row.ownerId }, select: { plan: true, timeZone: true } });
  const checked = checkUpdate(row, input.changes, owner, { now: deps.now, stores: await liveStores(prisma, row.id) });

  const revision = await prisma.$transaction(async (tx) => {
    await lockRelease(tx, row.id);
    const open = await tx.releaseRevision.count({ where: { releaseId: row.id, status: { in: [...OPEN_REVISION_STATUSES] } } });
    if (open > 0) throw new AppError('update_pending', 'releaseId');
    const last = await tx.releaseRevision.aggregate({ where: { releaseId: row.id }, _max: { number: true } });
    return tx.releaseRevision.create({
      data: {
        releaseId: row.id,
        number: (last._max.number ?? 0) + 1,
        status: checked.needsReview ? 'pending_review' : 'approved',
        changes: input.changes as unknown as Prisma.InputJsonValue,
        fields: checked.fields,
        needsReview: checked.needsReview,
        proposedById: input.userId,
        via: input.via,
        createdAt: deps.now,
      },
    });
  });
  try {
    const started = await deps.updates.start({
      releaseId: row.id,
      revisionId: revision.id,
      revisionNo: revision.number,
      needsReview: revision.needsReview,
      proposedBy: input.userId,
      via: input.via,
      labels: releaseLabels(row),
    });
    return { ...started, revisionId: revision.id, revisionNo: revision.number, fields: revision.fields, needsReview: revision.needsReview };
  } catch (error) {
    // Nothing would ever carry it out: close it, so the release can be updated again.
    await prisma.releaseRevision.update({ where: { id: revision.id }, data: { status: 'failed', completedAt: deps.now } });
    throw error;
  }
}
