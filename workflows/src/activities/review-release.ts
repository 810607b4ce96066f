import type { PrismaClient } from '@slipcase/db';
import { reviewRelease as recordReview, type ReviewReleaseInput } from '@slipcase/services/review/record-review';
import type { TransitionResult } from '@slipcase/services/lifecycle/move-release';
import { refusingWithoutRetry } from './refusal';

export type { ReviewReleaseInput };

/** The activity over the service reviewRelease: a decision the status no longer allows fails without retry. */
export function reviewRelease(prisma: PrismaClient, input: ReviewReleaseInput): Promise<TransitionResult> {
  return refusingWithoutRetry(() => recordReview({ prisma, now: new Date() }, input));
}
