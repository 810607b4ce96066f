import type { PrismaClient } from '@slipcase/db';
import { cancelTakedown, checkReleaseSubmission, reopenRelease, requestTakedown, submitRelease } from '@slipcase/services';
import { createReleaseAs } from '../create-release';
import { requireOwnedRelease } from '../owned-release';
import { requireReleaseView } from '../releases';
import { reopenAsUser } from '../reopen';
import { updateAsUser } from '../release-update';
import { submitAsUser } from '../submit';
import { cancelTakedownAsUser, requestTakedownAsUser } from '../takedown';
import { connectTemporal } from '../temporal';
import { localServiceDeps, localUseCaseDeps } from '../use-case-deps';
import { validationOf } from '../validate-release';
import type { ReleaseActions } from './release-actions';

/** The release commands on this machine's database and Temporal, acting as the account `as` names. */
export function localReleaseActions({ prisma, as }: { prisma: PrismaClient; as: string | undefined }): ReleaseActions {
  return {
    show: (releaseId) => requireReleaseView(prisma, releaseId),
    deliveries: async (releaseId) => (await requireReleaseView(prisma, releaseId)).deliveries,
    create: async (input) => createReleaseAs(await localServiceDeps(prisma), { ...input, as }),
    async validate(releaseId) {
      const { user, release } = await requireOwnedRelease(prisma, { releaseId, as });
      const checked = await checkReleaseSubmission(await localServiceDeps(prisma), { releaseId: release.id, userId: user.id });
      return validationOf(release, checked);
    },
    submit: (releaseId) =>
      submitAsUser({ prisma, submit: async (input) => submitRelease(await localUseCaseDeps(prisma, { client: await connectTemporal() }), input) }, { releaseId, as }),
    reopen: (releaseId) => reopenAsUser({ prisma, reopen: async (input) => reopenRelease(await localUseCaseDeps(prisma, { connect: connectTemporal }), input) }, { releaseId, as }),
    requestTakedown: (input, confirm) =>
      requestTakedownAsUser(
        { prisma, request: async (request) => requestTakedown(await localUseCaseDeps(prisma, { connect: connectTemporal }), request), ...(confirm && { confirm }) },
        { ...input, as },
      ),
    cancelTakedown: (releaseId) =>
      cancelTakedownAsUser({ prisma, cancel: async (input) => cancelTakedown(await localUseCaseDeps(prisma, { connect: connectTemporal }), input) }, { releaseId, as }),
    update: (input) => updateAsUser({ prisma, updates: async () => (await localUseCaseDeps(prisma, { connect: connectTemporal })).updates }, { ...input, as }),
  };
}
