import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { StatementDesk } from './statement-desk';

/**
 * Where `slipcase statements` acts: the server the CLI is signed in to (staff with the review scope), else the local
 * database as the operator `as` names (`local` is only called then, so a label's machine never opens one).
 */
export async function statementDeskFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<StatementDesk> {
  const api = await signedInClient(commandLine);
  // An import's progress goes to stderr, so that stdout (and --json) holds only how it ended.
  if (api) return (await import('./statement-desk-remote')).remoteStatementDesk(api, process.stderr);
  const [{ localStatementDesk }, { prisma, as }] = await Promise.all([import('./statement-desk-local'), local()]);
  return localStatementDesk(prisma, as, process.stderr);
}
