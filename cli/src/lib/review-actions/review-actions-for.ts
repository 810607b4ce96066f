import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { ReviewActions } from './review-actions';
import { remoteReviewActions } from './remote-review-actions';

/** The review commands' actions: on the server the CLI is signed in to, else on the local database as `--as`. */
export async function reviewActionsFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<ReviewActions> {
  const api = await signedInClient(commandLine);
  if (api) return remoteReviewActions(api);
  // Loaded only here: a signed-in CLI never loads the database or Temporal.
  const { localReviewActions } = await import('./local-review-actions');
  return localReviewActions(await local());
}
