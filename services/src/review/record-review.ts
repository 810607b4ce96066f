import type { PrismaClient } from '@slipcase/db';
import { moveRelease, type TransitionResult } from '../lifecycle/move-release';

export interface ReviewReleaseInput {
  /** Id of the ReleaseReview row, minted by the workflow: every retry of this activity records one review. */
  reviewId: string;
  releaseId: string;
  operatorId: string;
  decision: 'approved' | 'rejected';
  /** Reopening reason codes of a rejection (checked by the workflow with checkRejection); none for an approval. */
  reasonCodes: string[];
  note?: string;
  via: 'web' | 'cli';
}

/** Why, on the timeline: the reasons' codes of a rejection, then the operator's own words. */
function timelineReason(input: ReviewReleaseInput): string | undefined {
  const why = [input.reasonCodes.join(', '), input.note?.trim()].filter(Boolean).join(': ');
  return why || undefined;
}

/**
 * Records an operator's decision: the release moves out of review (in process when approved, rejected
 * otherwise), the timeline says who and why, and a ReleaseReview row keeps the decision and its reasons, all in
 * one transaction. Idempotent like transitionRelease.
 */
export function reviewRelease(deps: { prisma: PrismaClient; now: Date }, input: ReviewReleaseInput): Promise<TransitionResult> {
  const { reviewId, releaseId, operatorId, decision, reasonCodes, via } = input;
  return deps.prisma.$transaction(async (tx) => {
    const moved = await moveRelease(tx, {
      releaseId,
      to: decision === 'approved' ? 'in_process' : 'rejected',
      actor: 'operator',
      actorId: operatorId,
      via,
      reason: timelineReason(input),
    }, deps.now);
    await tx.releaseReview.upsert({
      where: { id: reviewId },
      create: { id: reviewId, releaseId, operatorId, decision, reasonCodes, note: input.note ?? null, via },
      update: {},
    });
    return moved;
  });
}
