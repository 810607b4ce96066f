import { getPrisma } from '@slipcase/db';
import { readSettings } from '@slipcase/domain';
import { buildFeedPreview as buildPreview, defaultStorageDir } from '@slipcase/services';
import { primaryStore } from './stores.server';

/** The feed the first store would get for the release, built from the database (the service buildFeedPreview). */
export async function buildFeedPreview(releaseId: string, now: Date): Promise<{ upc: string; xml: string }> {
  const deps = { prisma: getPrisma(), settings: readSettings(process.env), now, storageDir: defaultStorageDir() };
  return buildPreview(deps, { releaseId, store: await primaryStore() });
}
