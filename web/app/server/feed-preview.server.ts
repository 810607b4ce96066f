import { getPrisma } from '@slipcase/db';
import { config } from '@slipcase/config';
import { storeFeedMessage, withStoreFeed, type FeedBuildProblem } from '@slipcase/services';
import { primaryStore } from './stores.server';

/**
 * The message the first store would get for the release: the batch built as `slipcase feed build` and `GET
 * /v1/releases/{id}/feeds/{store}` build it (the service buildStoreFeed), or why none can be.
 */
export async function buildFeedPreview(releaseId: string): Promise<{ name: string; xml: string } | { problems: FeedBuildProblem[] }> {
  const deps = { prisma: getPrisma(), settings: config().settings, storageDir: config().dirs.storage };
  return withStoreFeed(deps, { releaseId, store: await primaryStore() }, async (built) => ('problems' in built ? built : storeFeedMessage(built)));
}
