import { log } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import { recordOverdueReview, type OverdueReviewInput } from '@slipcase/services/review/overdue-review';
import { refusingWithoutRetry } from './refusal';

export type { OverdueReviewInput };

/** Raises a review that has waited past its business days (recordOverdueReview), and warns in the worker's log. */
export async function alertOverdueReview(prisma: PrismaClient, input: OverdueReviewInput): Promise<void> {
  await refusingWithoutRetry(() => recordOverdueReview(prisma, input));
  log.warn('Release review overdue', { releaseId: input.releaseId, inReviewSince: input.inReviewSince, dueAt: input.dueAt });
}
