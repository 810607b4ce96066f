import type { PrismaClient } from '@slipcase/db';
import { cancelTakedown, reopenRelease, requestTakedown, submitRelease } from '@slipcase/workflows/client';
import { defaultStorage } from '@slipcase/services';
import { createReleaseAs } from '../create-release';
import { requireReleaseView } from '../releases';
import { reopenAsUser } from '../reopen';
import { submitAsUser } from '../submit';
import { cancelTakedownAsUser, requestTakedownAsUser } from '../takedown';
import { connectTemporal } from '../temporal';
import type { ReleaseActions } from './release-actions';

/** The release commands on this machine's database and Temporal, acting as the account `as` names. */
export function localReleaseActions({ prisma, as }: { prisma: PrismaClient; as: string | undefined }): ReleaseActions {
  return {
    show: (releaseId) => requireReleaseView(prisma, releaseId),
    deliveries: async (releaseId) => (await requireReleaseView(prisma, releaseId)).deliveries,
    create: (input) => createReleaseAs({ prisma, storage: defaultStorage(), now: new Date() }, { ...input, as }),
    submit: (releaseId) =>
      submitAsUser({ prisma, submit: async (input) => submitRelease(input, { prisma, client: await connectTemporal() }) }, { releaseId, as }),
    reopen: (releaseId) => reopenAsUser({ prisma, reopen: (input) => reopenRelease(input, { prisma, connect: connectTemporal }) }, { releaseId, as }),
    requestTakedown: (input, confirm) =>
      requestTakedownAsUser(
        { prisma, request: (request) => requestTakedown(request, { prisma, connect: connectTemporal }), ...(confirm && { confirm }) },
        { ...input, as },
      ),
    cancelTakedown: (releaseId) =>
      cancelTakedownAsUser({ prisma, cancel: (input) => cancelTakedown(input, { prisma, connect: connectTemporal }) }, { releaseId, as }),
  };
}
