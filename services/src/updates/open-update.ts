import type { PrismaClient } from '@slipcase/db';
import { releaseChangeLines, type ChangeLine } from '@slipcase/domain';
import { OPEN_REVISION_STATUSES } from './propose-update';
import { loadRevisableRelease, revisedRow, snapshotOf, type ReleaseUpdateChanges } from './revision-changes';

export interface OpenUpdate {
  revisionId: string;
  number: number;
  status: (typeof OPEN_REVISION_STATUSES)[number];
  /** What it changes, as the preview words it. */
  changes: ChangeLine[];
}

/**
 * The release's update still on its way (waiting for review, approved, or being delivered), with what it changes; null
 * when none is. A release has one at a time: the owner is told before they write another.
 */
export async function openUpdate(deps: { prisma: PrismaClient }, input: { releaseId: string }): Promise<OpenUpdate | null> {
  const revision = await deps.prisma.releaseRevision.findFirst({
    where: { releaseId: input.releaseId, status: { in: [...OPEN_REVISION_STATUSES] } },
    orderBy: { number: 'desc' },
  });
  if (!revision) return null;
  const row = await loadRevisableRelease(deps.prisma, input.releaseId);
  const revised = revisedRow(row, revision.changes as unknown as ReleaseUpdateChanges);
  return {
    revisionId: revision.id,
    number: revision.number,
    status: revision.status as OpenUpdate['status'],
    changes: releaseChangeLines(snapshotOf(row), snapshotOf(revised)),
  };
}
