import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';

export interface RevisionSummary {
  id: string;
  releaseId: string;
  number: number;
  status: string;
  fields: string[];
  needsReview: boolean;
  note: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface PendingUpdate extends RevisionSummary {
  releaseTitle: string;
  artistName: string;
  ownerName: string;
  /** The start of the live cover's SHA-256 (a URL that changes with the cover); null without one. */
  coverVersion: string | null;
}

/** A revision row as stored: the summary with its instants as dates. */
type RevisionRow = Omit<RevisionSummary, 'createdAt' | 'completedAt'> & { createdAt: Date; completedAt: Date | null };

const summary = (revision: RevisionRow): RevisionSummary => ({
  id: revision.id,
  releaseId: revision.releaseId,
  number: revision.number,
  status: revision.status,
  fields: revision.fields,
  needsReview: revision.needsReview,
  note: revision.note,
  createdAt: revision.createdAt.toISOString(),
  completedAt: revision.completedAt?.toISOString() ?? null,
});

/** Updates waiting for an operator's review, the longest-waiting first. */
export async function pendingUpdates(deps: { prisma: PrismaClient }): Promise<PendingUpdate[]> {
  const revisions = await deps.prisma.releaseRevision.findMany({
    where: { status: 'pending_review' },
    orderBy: { createdAt: 'asc' },
    include: { release: { select: { title: true, coverSha256: true, artist: { select: { name: true } }, owner: { select: { name: true, username: true } } } } },
  });
  return revisions.map((revision) => ({
    ...summary(revision),
    releaseTitle: revision.release.title,
    artistName: revision.release.artist.name,
    ownerName: revision.release.owner.name ?? revision.release.owner.username,
    coverVersion: revision.release.coverSha256?.slice(0, 16) ?? null,
  }));
}

/** A release's updates, the newest first, for its owner. */
export async function releaseRevisions(deps: { prisma: PrismaClient }, input: { releaseId: string; userId: string }): Promise<RevisionSummary[]> {
  const release = await deps.prisma.release.findUnique({ where: { id: input.releaseId }, select: { ownerId: true } });
  if (!release || release.ownerId !== input.userId) throw new AppError('not_found', 'releaseId');
  const revisions = await deps.prisma.releaseRevision.findMany({ where: { releaseId: input.releaseId }, orderBy: { number: 'desc' } });
  return revisions.map(summary);
}
