import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';

export interface OverdueReviewInput {
  /** Id of the ActivityEvent, minted by the workflow: a retry records one alert. */
  eventId: string;
  releaseId: string;
  /** ISO instants: when the review started, and when it was due. */
  inReviewSince: string;
  dueAt: string;
}

/** Raises a review that has waited past its business days: a 'review_overdue' event the operators' queue shows. */
export async function recordOverdueReview(prisma: PrismaClient, input: OverdueReviewInput): Promise<void> {
  const { eventId, releaseId, inReviewSince, dueAt } = input;
  const release = await prisma.release.findUnique({ where: { id: releaseId }, select: { ownerId: true, status: true } });
  if (!release) throw new AppError('not_found', 'releaseId', {}, `Release ${releaseId} does not exist`);
  await prisma.activityEvent.upsert({
    where: { id: eventId },
    create: {
      id: eventId,
      ownerId: release.ownerId,
      actorRole: 'system',
      releaseId,
      type: 'review_overdue',
      reason: `In review since ${inReviewSince}, due by ${dueAt}`,
    },
    update: {},
  });
}
