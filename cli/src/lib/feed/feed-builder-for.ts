import type { PrismaClient } from '@slipcase/db';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';
import type { FeedBuilder } from './feed-builder';

/**
 * Where `slipcase feed build` builds: on the server the CLI is signed in to, else from the local database (`local`
 * is only called then, so a label's machine never opens one).
 */
export async function feedBuilderFor(commandLine: TypedCommandLine, local: () => Promise<PrismaClient>): Promise<FeedBuilder> {
  const api = await signedInClient(commandLine);
  if (api) return (await import('./remote-feed-builder')).remoteFeedBuilder(api);
  const [{ localFeedBuilder }, prisma] = await Promise.all([import('./local-feed-builder'), local()]);
  return localFeedBuilder(prisma);
}
