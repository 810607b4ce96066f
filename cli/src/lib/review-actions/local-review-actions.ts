import type { PrismaClient } from '@slipcase/db';
import { approveRelease, listReleasesForReview, rejectRelease } from '@slipcase/services';
import { approveAsOperator } from '../approve';
import { rejectAsOperator } from '../reject';
import { releaseWorkflows } from '@slipcase/workflows/client';
import { connectTemporal } from '../temporal';
import type { ReviewActions } from './review-actions';

/** The review commands on this machine's database and Temporal, as the operator `as` names (else the only one). */
export function localReviewActions({ prisma, as }: { prisma: PrismaClient; as: string | undefined }): ReviewActions {
  return {
    list: () => listReleasesForReview(prisma),
    approve: (releaseId) =>
      approveAsOperator({ prisma, approve: async (input) => approveRelease({ prisma, releases: releaseWorkflows({ client: await connectTemporal() }) }, input) }, { releaseId, as }),
    reject: (rejection) =>
      rejectAsOperator({ prisma, reject: (input) => rejectRelease({ prisma, releases: releaseWorkflows({ connect: connectTemporal }) }, input) }, { ...rejection, as }),
  };
}
