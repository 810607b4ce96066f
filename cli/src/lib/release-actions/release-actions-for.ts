import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { ReleaseActions } from './release-actions';
import { remoteReleaseActions } from './remote-release-actions';

/**
 * The release commands' actions: on the server the CLI is signed in to, else on the local database as the
 * account `--as` names (`local` is only called then, so a label's machine never opens a database).
 */
export async function releaseActionsFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<ReleaseActions> {
  const api = await signedInClient(commandLine);
  if (api) return remoteReleaseActions(api, { stderr: process.stderr });
  // Loaded only here: a signed-in CLI never loads the database or Temporal.
  const { localReleaseActions } = await import('./local-release-actions');
  return localReleaseActions(await local());
}
