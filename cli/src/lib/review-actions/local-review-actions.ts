import type { PrismaClient } from '@slipcase/db';
import { approveRelease, rejectRelease } from '@slipcase/workflows/client';
import { listReleasesForReview } from '@slipcase/services/releases/release-view';
import { approveAsOperator } from '../approve';
import { rejectAsOperator } from '../reject';
import { connectTemporal } from '../temporal';
import type { ReviewActions } from './review-actions';

/** The review commands on this machine's database and Temporal, as the operator `as` names (else the only one). */
export function localReviewActions({ prisma, as }: { prisma: PrismaClient; as: string | undefined }): ReviewActions {
  return {
    list: () => listReleasesForReview(prisma),
    approve: (releaseId) =>
      approveAsOperator({ prisma, approve: async (input) => approveRelease(input, { prisma, client: await connectTemporal() }) }, { releaseId, as }),
    reject: (rejection) =>
      rejectAsOperator({ prisma, reject: (input) => rejectRelease(input, { prisma, connect: connectTemporal }) }, { ...rejection, as }),
  };
}
