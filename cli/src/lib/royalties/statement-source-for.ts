import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import { remoteStatements } from './remote-statements';
import type { StatementSource } from './write-statement';

/**
 * Where `slipcase royalties statement` reads: the server the CLI is signed in to, else the local database as the
 * account `--as` names (`local` is only called then, so a label's machine never opens a database).
 */
export async function statementSourceFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<StatementSource> {
  const api = await signedInClient(commandLine);
  if (api) return remoteStatements(api);
  const [{ localStatements }, { prisma, as }] = await Promise.all([import('./local-statements'), local()]);
  return localStatements(prisma, as);
}
