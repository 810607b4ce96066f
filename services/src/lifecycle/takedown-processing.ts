import type { Prisma, PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { moveRelease } from './move-release';

export interface TakedownRequestInput {
  takedownRequestId: string;
  releaseId: string;
}

export interface CancelTakedownInput extends TakedownRequestInput {
  userId: string;
  via: 'web' | 'cli';
}

async function requestStatus(tx: Prisma.TransactionClient, { takedownRequestId, releaseId }: TakedownRequestInput) {
  const request = await tx.takedownRequest.findUnique({ where: { id: takedownRequestId }, select: { status: true, releaseId: true } });
  if (request?.releaseId !== releaseId) {
    throw new AppError('not_found', 'takedownRequestId', {}, `Takedown request ${takedownRequestId} of release ${releaseId} does not exist`);
  }
  return request.status;
}

/** The artist cancels before processing: the release is published again and the request cancelled. Idempotent. */
export function cancelTakedownRequest(prisma: PrismaClient, input: CancelTakedownInput): Promise<{ status: 'cancelled' }> {
  return prisma.$transaction(async (tx) => {
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
    });
    await tx.takedownRequest.update({
      where: { id: input.takedownRequestId },
      data: { status: 'cancelled', cancelledAt: new Date() },
    });
    return { status: 'cancelled' as const };
  });
}

/**
 * Starts processing a takedown (it can no longer be cancelled) and names the stores that must receive a takedown
 * feed: every store the release was delivered to.
 */
export async function beginTakedown(prisma: PrismaClient, input: TakedownRequestInput): Promise<{ stores: string[] }> {
  await prisma.$transaction(async (tx) => {
    const status = await requestStatus(tx, input);
    if (status === 'cancelled') {
      throw new AppError('invalid_transition', 'status', {}, `Takedown request ${input.takedownRequestId} was cancelled`);
    }
    if (status === 'requested') {
      await tx.takedownRequest.update({ where: { id: input.takedownRequestId }, data: { status: 'processing' } });
    }
  });
  const delivered = await prisma.delivery.findMany({
    where: { releaseId: input.releaseId, kind: 'new', status: { in: ['delivered', 'acknowledged'] } },
    distinct: ['store'],
    orderBy: { store: 'asc' },
    select: { store: true },
  });
  return { stores: delivered.map((delivery) => delivery.store) };
}

/** The takedown feeds are out: the release is removed and the request done. Idempotent. */
export function completeTakedown(prisma: PrismaClient, input: TakedownRequestInput): Promise<{ status: 'done' }> {
  return prisma.$transaction(async (tx) => {
    const status = await requestStatus(tx, input);
    if (status === 'done') return { status };
    if (status !== 'processing') {
      throw new AppError('invalid_transition', 'status', {}, `Takedown request ${input.takedownRequestId} is ${status}, not processing`);
    }
    await moveRelease(tx, { releaseId: input.releaseId, to: 'removed', actor: 'system' });
    await tx.takedownRequest.update({
      where: { id: input.takedownRequestId },
      data: { status: 'done', completedAt: new Date() },
    });
    return { status: 'done' as const };
  });
}
