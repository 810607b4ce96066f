import { getPrisma } from '@slipcase/db';
import { config } from '@slipcase/config';
import { buildFeedPreview as buildPreview } from '@slipcase/services';
import { primaryStore } from './stores.server';

/** The feed the first store would get for the release, built from the database (the service buildFeedPreview). */
export async function buildFeedPreview(releaseId: string, now: Date): Promise<{ upc: string; xml: string }> {
  const deps = { prisma: getPrisma(), settings: config().settings, now, storageDir: config().dirs.storage };
  return buildPreview(deps, { releaseId, store: await primaryStore() });
}
