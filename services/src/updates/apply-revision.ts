import type { Prisma, PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { updateStores, type UpdateCapableStore } from './update-stores';
import { revisedRow, loadRevisableRelease, type ReleaseUpdateChanges } from './revision-changes';
import { lockRelease } from '../releases/lock-release';

export interface RevisionDecisionInput {
  revisionId: string;
  decision: 'approved' | 'rejected';
  operatorId: string;
  via: 'web' | 'cli';
  note?: string;
}

/** Records an operator's decision on a revision waiting for review; a retry after it was recorded does nothing. */
export async function recordRevisionDecision({ prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>, input: RevisionDecisionInput): Promise<void> {
  const { count } = await prisma.releaseRevision.updateMany({
    where: { id: input.revisionId, status: 'pending_review' },
    data: { status: input.decision, decidedById: input.operatorId, decidedVia: input.via, decidedAt: now, note: input.note ?? null },
  });
  if (count === 0) {
    const revision = await prisma.releaseRevision.findUnique({ where: { id: input.revisionId }, select: { status: true } });
    if (!revision) throw new AppError('not_found', 'revisionId');
    if (revision.status !== input.decision) throw new AppError('invalid_transition', 'status', { status: revision.status });
  }
}

export interface AppliedRevision {
  /** The stores that have the release and take updates, each to get the update. */
  stores: string[];
  /** The stores that have the release but take no updates: they keep the version they have. */
  skipped: string[];
  /** The release date moved: the release's workflow, waiting for it, reads it again. */
  releaseDateChanged: boolean;
}

/** Writes the revised tracks' changed columns and, when their credits changed, their credits anew. */
async function writeTracks(tx: Prisma.TransactionClient, changes: ReleaseUpdateChanges, revised: Awaited<ReturnType<typeof loadRevisableRelease>>) {
  for (const update of changes.tracks ?? []) {
    const track = revised.tracks.find((t) => t.id === update.trackId);
    if (!track) continue;
    await tx.track.update({
      where: { id: track.id },
      data: { explicit: track.explicit, lyrics: track.lyrics, hasLyrics: track.hasLyrics, genre: track.genre },
    });
    if (update.contributors) {
      await tx.trackContributor.deleteMany({ where: { trackId: track.id } });
      await tx.trackContributor.createMany({
        data: track.contributors.map(({ position, name, role, sharePercent }) => ({ trackId: track.id, position, name, role, sharePercent })),
      });
    }
    if (update.performers) {
      await tx.trackPerformer.deleteMany({ where: { trackId: track.id } });
      await tx.trackPerformer.createMany({
        data: track.performers.map(({ position, name, instrument }) => ({ trackId: track.id, position, name, instrument })),
      });
    }
  }
}

/**
 * Applies an approved revision to the release, in one transaction with its timeline event ("updated", 001 §4):
 * the stores that have it and take updates (by their plugins' `capabilities.updates`) get it next. Applying it again
 * (a retried activity) changes nothing and answers the same.
 */
export async function applyRevision(
  { prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>,
  input: { revisionId: string },
  stores: readonly UpdateCapableStore[],
): Promise<AppliedRevision> {
  const recipients = async (tx: Prisma.TransactionClient, releaseId: string) => {
    const { deliver, skipped } = await updateStores(tx, releaseId, stores);
    return { stores: deliver, skipped: skipped.map((s) => s.storeId) };
  };
  return prisma.$transaction(async (tx) => {
    const revision = await tx.releaseRevision.findUnique({ where: { id: input.revisionId } });
    if (!revision) throw new AppError('not_found', 'revisionId');
    await lockRelease(tx, revision.releaseId);
    const releaseDateChanged = revision.fields.includes('releaseDate');
    if (revision.status === 'delivering' && revision.appliedAt) return { ...(await recipients(tx, revision.releaseId)), releaseDateChanged };
    if (revision.status !== 'approved') throw new AppError('invalid_transition', 'status', { status: revision.status });

    const changes = revision.changes as unknown as ReleaseUpdateChanges;
    const row = await loadRevisableRelease(tx, revision.releaseId);
    const revised = revisedRow(row, changes);
    await tx.release.update({
      where: { id: row.id },
      data: {
        primaryGenre: revised.primaryGenre,
        secondaryGenre: revised.secondaryGenre,
        label: revised.label,
        releaseDate: revised.releaseDate,
        coverKey: revised.coverKey,
        coverFormat: revised.coverFormat,
        coverWidth: revised.coverWidth,
        coverHeight: revised.coverHeight,
        coverBytes: revised.coverBytes,
        coverSha256: revised.coverSha256,
      },
    });
    await writeTracks(tx, changes, revised);
    await tx.releaseRevision.update({ where: { id: revision.id }, data: { status: 'delivering', appliedAt: now } });
    await tx.activityEvent.create({
      data: {
        ownerId: row.ownerId,
        // Applied by whoever let it through: the operator who approved it, else the artist whose update needed no review.
        ...(revision.decidedById
          ? { actorId: revision.decidedById, actorRole: 'operator', via: revision.decidedVia }
          : { actorId: revision.proposedById, actorRole: 'artist', via: revision.via }),
        releaseId: row.id,
        type: 'updated',
        reason: revision.fields.join(', '),
      },
    });
    return { ...(await recipients(tx, row.id)), releaseDateChanged };
  });
}

/** The update reached every store, or failed for one: the revision says so (and the release may be updated again). */
export async function finishRevision(
  { prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>,
  input: { revisionId: string; status: 'delivered' | 'failed' },
): Promise<void> {
  await prisma.releaseRevision.updateMany({
    where: { id: input.revisionId, status: { in: ['approved', 'delivering'] } },
    data: { status: input.status, completedAt: now },
  });
}

/**
 * What an update delivery sends again, by the release's last applied revision: the cover when the artwork changed.
 * Audio never changes on a live release (it would break track linking), so no track is sent again.
 */
export async function updateResend(prisma: PrismaClient, releaseId: string): Promise<{ cover: boolean; trackIds: string[] }> {
  const revision = await prisma.releaseRevision.findFirst({
    where: { releaseId, appliedAt: { not: null } },
    orderBy: { number: 'desc' },
    select: { fields: true },
  });
  return { cover: revision?.fields.includes('artwork') ?? true, trackIds: [] };
}
