import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import { localReleaseActions } from './local-release-actions';
import type { ReleaseActions } from './release-actions';
import { remoteReleaseActions } from './remote-release-actions';

/**
 * The release commands' actions: on the server the CLI is signed in to, else on the local database as the
 * account `--as` names (`local` is only called then, so a label's machine never opens a database).
 */
export async function releaseActionsFor(
  commandLine: TypedCommandLine,
  local: () => { prisma: PrismaClient; as: string | undefined },
): Promise<ReleaseActions> {
  const api = await signedInClient(commandLine);
  return api ? remoteReleaseActions(api, { stderr: process.stderr }) : localReleaseActions(local());
}
