import type { PrismaClient } from '@slipcase/db';
import { config } from '@slipcase/config';
import { repoRoot } from '@slipcase/db/runtime';
import { loadStoreProfiles } from '@slipcase/plugin-contract';
import { buildStoreFeed, storeProfileOf } from '@slipcase/services/deliveries/build-store-feed';
import { InvalidInputError } from '../invalid-input';
import { refusingStoreConfig } from '../store-config-failure';
import type { FeedBuilder } from './feed-builder';

/**
 * The batch built on this machine from its database and storage, for any store plugin the installation has, enabled
 * by SLIPCASE_STORES or not (a plugin's author looks at its feed before enabling it), configured by SLIPCASE_STORE_<ID>_*.
 */
export function localFeedBuilder(prisma: PrismaClient): FeedBuilder {
  return async ({ storeId, releaseId, outDir }) => {
    const { dirs, env, settings } = config();
    // A blank SLIPCASE_STORES enables every store found.
    const profiles = await refusingStoreConfig(() => loadStoreProfiles({ rootDir: repoRoot(), env: { ...env, SLIPCASE_STORES: '' } }));
    const built = await buildStoreFeed({ prisma, settings, storageDir: dirs.storage }, { releaseId, store: storeProfileOf(profiles, storeId), outDir });
    if ('problems' in built) throw new InvalidInputError(built.problems);
    return built;
  };
}
