import { AppError, canTransition, type Actor, type ReleaseStatus } from '@slipcase/domain';
import type { Prisma, PrismaClient } from '@slipcase/db';

export interface TransitionReleaseInput {
  releaseId: string;
  to: ReleaseStatus;
  actor: Actor;
  /** The user behind the change; absent for the system. */
  actorId?: string;
  reason?: string;
  via?: 'web' | 'cli';
  /** The timeline event's type; the new status unless the move means something else (a takedown cancelled). */
  type?: string;
  /**
   * The workflow's own id for this move, kept as its timeline event's id: a move already recorded under it is not
   * made again. A local activity runs again when its workflow task did not complete (a worker crash), by which
   * time the release may have moved further on the workflow's way.
   */
  moveId?: string;
}

export interface TransitionResult {
  from: ReleaseStatus;
  to: ReleaseStatus;
  /** False when the release already had the target status (a retried activity). */
  changed: boolean;
}

/** Timestamps a status stamps on the release when it is entered; a cancelled takedown keeps the first publication's. */
function stampsFor(from: ReleaseStatus, to: ReleaseStatus, now: Date): { submittedAt?: Date; publishedAt?: Date } {
  if (to === 'submitted') return { submittedAt: now };
  if (to === 'published' && from !== 'takedown_requested') return { publishedAt: now };
  return {};
}

/**
 * Moves a release to a new status and records it on the timeline, in one transaction. Idempotent: a retry
 * after the change was committed finds the release already there and does nothing. A move the status machine
 * forbids, or of a release that does not exist, is refused with an AppError (the activity fails without retry).
 */
export function transitionRelease(deps: { prisma: PrismaClient; now: Date }, input: TransitionReleaseInput): Promise<TransitionResult> {
  return deps.prisma.$transaction((tx) => moveRelease(tx, input, deps.now));
}

/** No event has an empty id: a move without a `moveId` finds none. */
const NO_MOVE = '';

/** transitionRelease inside a transaction the caller holds, to record more in the same commit. */
export async function moveRelease(tx: Prisma.TransactionClient, input: TransitionReleaseInput, now: Date): Promise<TransitionResult> {
  const { releaseId, to, actor } = input;
  // The release and, in the same query, the move's event if it was recorded already.
  const release = await tx.release.findUnique({
    where: { id: releaseId },
    select: { status: true, ownerId: true, events: { where: { id: input.moveId ?? NO_MOVE }, select: { fromStatus: true } } },
  });
  const [done] = release?.events ?? [];
  if (done) return { from: done.fromStatus ?? to, to, changed: false };
  if (!release) throw new AppError('not_found', 'releaseId', {}, `Release ${releaseId} does not exist`);
  const from = release.status;
  if (from === to) return { from, to, changed: false };
  if (!canTransition(from, to, actor)) {
    throw new AppError('invalid_transition', 'status', { status: from }, `A ${actor} may not move release ${releaseId} from ${from} to ${to}`);
  }
  // Conditional on the status read above, so a concurrent change makes this attempt fail and retry.
  const { count } = await tx.release.updateMany({
    where: { id: releaseId, status: from },
    data: { status: to, ...stampsFor(from, to, now) },
  });
  if (count !== 1) throw new Error(`Release ${releaseId} changed status while moving it to ${to}`);
  await tx.activityEvent.create({
    data: {
      ...(input.moveId && { id: input.moveId }),
      ownerId: release.ownerId,
      actorId: input.actorId ?? null,
      actorRole: actor,
      releaseId,
      type: input.type ?? to,
      fromStatus: from,
      toStatus: to,
      reason: input.reason ?? null,
      via: input.via ?? null,
    },
    select: { id: true },
  });
  return { from, to, changed: true };
}
