import type { PrismaClient } from '@slipcase/db';
import { AppError, isAcknowledged, TAKEDOWN_UNCONFIRMED_STEP } from '@slipcase/domain';

export interface UnconfirmedTakedownInput {
  /** Id of the ActivityEvent, minted by the workflow: a retry records one alert. */
  eventId: string;
  releaseId: string;
  /** The stores the takedown went to that acknowledge what they receive. */
  stores: string[];
  /** The hours they had to confirm. */
  confirmHours: number;
}

/**
 * Raises a takedown that stores have not confirmed in time: each such store's takedown delivery (its latest) gets
 * a 'takedown_unconfirmed' step, which the operators' console lists, and the release's timeline an alert of the
 * same type naming them (as 'review_overdue' alerts of a late review). A store that confirmed meanwhile is left out; with none left, nothing is recorded. Idempotent.
 */
export async function recordUnconfirmedTakedown(prisma: PrismaClient, input: UnconfirmedTakedownInput): Promise<{ stores: string[] }> {
  const { eventId, releaseId, confirmHours } = input;
  return prisma.$transaction(async (tx) => {
    const release = await tx.release.findUnique({ where: { id: releaseId }, select: { ownerId: true } });
    if (!release) throw new AppError('not_found', 'releaseId', {}, `Release ${releaseId} does not exist`);
    const deliveries = await tx.delivery.findMany({
      where: { releaseId, kind: 'takedown', store: { in: input.stores } },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      distinct: ['store'],
      select: { id: true, store: true, status: true, events: { where: { step: TAKEDOWN_UNCONFIRMED_STEP }, select: { id: true } } },
    });
    const unconfirmed = deliveries.filter((delivery) => !isAcknowledged(delivery.status)).sort((a, b) => a.store.localeCompare(b.store));
    if (unconfirmed.length === 0) return { stores: [] };
    const detail = `No acknowledgement of the takedown within ${confirmHours} h`;
    await tx.deliveryEvent.createMany({
      data: unconfirmed.filter((delivery) => delivery.events.length === 0).map((delivery) => ({ deliveryId: delivery.id, step: TAKEDOWN_UNCONFIRMED_STEP, detail })),
    });
    const stores = unconfirmed.map((delivery) => delivery.store);
    await tx.activityEvent.upsert({
      where: { id: eventId },
      create: { id: eventId, ownerId: release.ownerId, actorRole: 'system', releaseId, type: TAKEDOWN_UNCONFIRMED_STEP, reason: stores.join(', ') },
      update: {},
    });
    return { stores };
  });
}
