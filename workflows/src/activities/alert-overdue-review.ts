import { ApplicationFailure } from '@temporalio/common';
import { log } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';

export interface OverdueReviewInput {
  /** Id of the ActivityEvent, minted by the workflow: a retry records one alert. */
  eventId: string;
  releaseId: string;
  /** ISO instants: when the review started, and when it was due. */
  inReviewSince: string;
  dueAt: string;
}

/** Raises a review that has waited past its business days: a 'review_overdue' event the operators' queue shows. */
export async function alertOverdueReview(prisma: PrismaClient, input: OverdueReviewInput): Promise<void> {
  const { eventId, releaseId, inReviewSince, dueAt } = input;
  const release = await prisma.release.findUnique({ where: { id: releaseId }, select: { ownerId: true, status: true } });
  if (!release) throw ApplicationFailure.nonRetryable(`Release ${releaseId} does not exist`, 'not_found');
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
  log.warn('Release review overdue', { releaseId, inReviewSince, dueAt });
}
