import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { RoyaltiesReader } from './royalties-report';
import { remoteRoyalties } from './remote-royalties';

/**
 * Where `slipcase royalties` reads: the server the CLI is signed in to, else the local database as the account
 * `--as` names (`local` is only called then, so a label's machine never opens a database).
 */
export async function royaltiesReaderFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<RoyaltiesReader> {
  const api = await signedInClient(commandLine);
  if (api) return remoteRoyalties(api);
  const [{ royaltiesOf }, { prisma, as }] = await Promise.all([import('../payouts'), local()]);
  return { report: () => royaltiesOf(prisma, as) };
}
