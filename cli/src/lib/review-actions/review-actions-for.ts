import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import { localReviewActions } from './local-review-actions';
import type { ReviewActions } from './review-actions';
import { remoteReviewActions } from './remote-review-actions';

/** The review commands' actions: on the server the CLI is signed in to, else on the local database as `--as`. */
export async function reviewActionsFor(
  commandLine: TypedCommandLine,
  local: () => { prisma: PrismaClient; as: string | undefined },
): Promise<ReviewActions> {
  const api = await signedInClient(commandLine);
  return api ? remoteReviewActions(api) : localReviewActions(local());
}
