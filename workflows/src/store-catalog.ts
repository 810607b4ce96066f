import { repoRoot } from '@slipcase/db/runtime';
import type { PlatformTier } from '@slipcase/domain';
import { loadStoreProfiles } from '@slipcase/plugin-contract';

const cache = new Map<string, Promise<PlatformTier[]>>();

/**
 * The stores this installation delivers to (the enabled store plugins, SLIPCASE_STORES), as the platform rules
 * see them. Read once per process and setting: the plugins installed do not change while it runs.
 */
export function availableStores(env: Readonly<Record<string, string | undefined>> = process.env): Promise<PlatformTier[]> {
  const key = env.SLIPCASE_STORES ?? '';
  let stores = cache.get(key);
  if (!stores) {
    stores = loadStoreProfiles({ rootDir: repoRoot(), env }).then((profiles) =>
      profiles.map(({ id, tier, requirements }) => ({ id, tier, minCoverPx: requirements.artwork.minPx })),
    );
    cache.set(key, stores);
  }
  return stores;
}
