import type { Prisma, PrismaClient } from '@slipcase/db';
import { AppError, takedownCandidates, type ReleaseStatus } from '@slipcase/domain';
import { moveRelease } from './move-release';
import { releaseStorePresence } from './takedown-scope';

export interface TakedownRequestInput {
  takedownRequestId: string;
  releaseId: string;
}

type Deps = { prisma: PrismaClient; now: Date };

export interface CancelTakedownInput extends TakedownRequestInput {
  userId: string;
  via: 'web' | 'cli';
}

async function findRequest(tx: Prisma.TransactionClient, { takedownRequestId, releaseId }: TakedownRequestInput) {
  const request = await tx.takedownRequest.findUnique({ where: { id: takedownRequestId }, select: { status: true, releaseId: true, stores: true } });
  if (request?.releaseId !== releaseId) {
    throw new AppError('not_found', 'takedownRequestId', {}, `Takedown request ${takedownRequestId} of release ${releaseId} does not exist`);
  }
  return request;
}

async function requestStatus(tx: Prisma.TransactionClient, input: TakedownRequestInput) {
  return (await findRequest(tx, input)).status;
}

/** The artist cancels before processing: the release is published again and the request cancelled. Idempotent. */
export function cancelTakedownRequest(deps: Deps, input: CancelTakedownInput): Promise<{ status: 'cancelled' }> {
  return deps.prisma.$transaction(async (tx) => {
    const status = await requestStatus(tx, input);
    if (status === 'cancelled') return { status };
    if (status !== 'requested') {
      throw new AppError('invalid_transition', 'status', {}, `The takedown is ${status}: too late to cancel`);
    }
    await moveRelease(tx, {
      releaseId: input.releaseId,
      to: 'published',
      actor: 'artist',
      actorId: input.userId,
      via: input.via,
      type: 'takedown_cancelled',
    }, deps.now);
    await tx.takedownRequest.update({
      where: { id: input.takedownRequestId },
      data: { status: 'cancelled', cancelledAt: deps.now },
    });
    return { status: 'cancelled' as const };
  });
}

/**
 * Starts processing a takedown (it can no longer be cancelled) and names the stores that must receive a takedown
 * feed: those chosen at the request where the release is still live (every such store for a request that chose
 * none).
 */
export async function beginTakedown(prisma: PrismaClient, input: TakedownRequestInput): Promise<{ stores: string[] }> {
  const chosen = await prisma.$transaction(async (tx) => {
    const { status, stores } = await findRequest(tx, input);
    if (status === 'cancelled') {
      throw new AppError('invalid_transition', 'status', {}, `Takedown request ${input.takedownRequestId} was cancelled`);
    }
    if (status === 'requested') {
      await tx.takedownRequest.update({ where: { id: input.takedownRequestId }, data: { status: 'processing' } });
    }
    return stores;
  });
  const candidates = takedownCandidates(await releaseStorePresence(prisma, input.releaseId));
  return { stores: chosen.length === 0 ? candidates : candidates.filter((store) => chosen.includes(store)) };
}

/** The timeline event of a takedown that left the release live in other stores; its reason names the stores. */
export const REMOVED_FROM_STORES_EVENT = 'removed_from_stores';

/**
 * The takedown feeds are out: the request is done, and the release removed when it is live in no store any more,
 * else published again in the others (a 'removed_from_stores' event naming the stores it left). Idempotent.
 */
export function completeTakedown(deps: Deps, input: TakedownRequestInput): Promise<{ status: 'done'; releaseStatus: ReleaseStatus }> {
  return deps.prisma.$transaction(async (tx) => {
    const { status, stores } = await findRequest(tx, input);
    const release = await tx.release.findUniqueOrThrow({ where: { id: input.releaseId }, select: { status: true } });
    if (status === 'done') return { status, releaseStatus: release.status };
    if (status !== 'processing') {
      throw new AppError('invalid_transition', 'status', {}, `Takedown request ${input.takedownRequestId} is ${status}, not processing`);
    }
    const presence = await releaseStorePresence(tx, input.releaseId);
    const live = takedownCandidates(presence);
    const gone = presence.filter((p) => stores.includes(p.store) && !live.includes(p.store)).map((p) => p.store);
    const reason = gone.length > 0 ? gone.join(', ') : undefined;
    const { to } =
      live.length === 0
        ? await moveRelease(tx, { releaseId: input.releaseId, to: 'removed', actor: 'system', reason }, deps.now)
        : await moveRelease(tx, { releaseId: input.releaseId, to: 'published', actor: 'system', type: REMOVED_FROM_STORES_EVENT, reason }, deps.now);
    await tx.takedownRequest.update({
      where: { id: input.takedownRequestId },
      data: { status: 'done', completedAt: deps.now },
    });
    return { status: 'done' as const, releaseStatus: to };
  });
}
