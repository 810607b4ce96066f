import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import { remoteSplitActions } from './remote-split-actions';
import type { SplitActions } from './split-actions';

/** The splits commands' actions: on the server the CLI is signed in to, else on the local database as `--as`. */
export async function splitActionsFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<SplitActions> {
  const api = await signedInClient(commandLine);
  if (api) return remoteSplitActions(api);
  // Loaded only here: a signed-in CLI never loads the database.
  const { localSplitActions } = await import('./local-split-actions');
  return localSplitActions(await local());
}
