import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { ArtistDesk } from './artist-desk';

/**
 * Where `slipcase artists` acts: the server the CLI is signed in to, else the local database as the account `--as`
 * names (`local` is only called then, so a label's machine never opens one).
 */
export async function artistDeskFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<ArtistDesk> {
  const api = await signedInClient(commandLine);
  if (api) return (await import('./artist-desk-remote')).remoteArtistDesk(api);
  const [{ localArtistDesk }, { prisma, as }] = await Promise.all([import('./artist-desk-local'), local()]);
  return localArtistDesk(prisma, as);
}
