import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import { remoteSmartLinks } from './remote-smart-links';
import type { SmartLinkDesk } from './smart-link-desk';

/** Where `slipcase smartlink` acts: the server signed in to, else the local database as `--as` (opened only then). */
export async function smartLinkDeskFor(commandLine: TypedCommandLine, local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>): Promise<SmartLinkDesk> {
  const api = await signedInClient(commandLine);
  if (api) return remoteSmartLinks(api);
  const [{ localSmartLinks }, { prisma, as }] = await Promise.all([import('./local-smart-links'), local()]);
  return localSmartLinks(prisma, as);
}
