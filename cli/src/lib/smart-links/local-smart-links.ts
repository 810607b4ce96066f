import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { availableStores } from '@slipcase/services';
import { createSmartLink, ownedSmartLink, type SmartLinkView } from '@slipcase/services/smart-links/index';
import { publicUrl } from '../public-url';
import { requireActingUser } from '../users';
import type { SmartLinkAnswer, SmartLinkDesk } from './smart-link-desk';

const answer = (link: SmartLinkView): SmartLinkAnswer => ({ ...link, url: new URL(link.path, publicUrl()).toString() });

/** The smart link use cases on this machine's database as the account `as` names. */
export function localSmartLinks(prisma: PrismaClient, as: string | undefined): SmartLinkDesk {
  return {
    async create(input) {
      const user = await requireActingUser(prisma, as);
      return answer(await createSmartLink({ prisma, stores: await availableStores(config().env) }, { userId: user.id, ...input }));
    },
    async show(smartLinkId) {
      const user = await requireActingUser(prisma, as);
      return answer(await ownedSmartLink(prisma, { userId: user.id, smartLinkId }));
    },
  };
}
