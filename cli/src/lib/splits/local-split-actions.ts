import type { PrismaClient } from '@slipcase/db';
import { listSplits, setSplit, type SplitDeps } from '@slipcase/services';
import { InvalidInputError } from '../invalid-input';
import { publicUrl } from '../public-url';
import { errorMessage } from '../messages';
import { requireActingUser } from '../users';
import type { SplitActions, UnsentInvitation } from './split-actions';

/** The splits commands on this machine's database as the account `as` names. This machine sends no mail. */
export function localSplitActions({ prisma, as }: { prisma: PrismaClient; as: string | undefined }): SplitActions {
  return {
    async list(releaseId) {
      const owner = await requireActingUser(prisma, as);
      return listSplits({ prisma, now: new Date() }, { ownerId: owner.id, releaseId });
    },
    async set(releaseId, input) {
      const owner = await requireActingUser(prisma, as);
      const unsent: UnsentInvitation[] = [];
      const deps: SplitDeps = {
        prisma,
        now: new Date(),
        publicUrl: publicUrl(),
        mail: { splitInvitation: async (recipient, invitation) => void unsent.push({ email: recipient.email, link: invitation.link }) },
      };
      const result = await setSplit(deps, { ...input, ownerId: owner.id, releaseId });
      if (result.outcome === 'refused') {
        throw new InvalidInputError(result.errors.map((error) => ({ field: error.field, code: error.code, message: errorMessage(error.code, error.params) })));
      }
      return { split: result.split, invited: result.invited, unsent };
    },
  };
}
