import { config } from '@slipcase/config';
import { repoRoot } from '@slipcase/db/runtime';
import type { PlatformTier } from '@slipcase/domain';
import { loadStoreProfiles } from '@slipcase/plugin-contract';

/**
 * The lead times of the store plugins on this machine, so that the upload refuses a date too soon for a store before
 * sending anything. None when they cannot be read: the server checks every release's date against its own stores.
 */
export async function localLeadTimeStores(): Promise<PlatformTier[] | undefined> {
  try {
    const profiles = await loadStoreProfiles({ rootDir: repoRoot(), env: config().env });
    return profiles.map(({ id, name, tier, requirements }) => ({ id, name, tier, leadTimeDays: requirements.leadTimeDays }));
  } catch {
    return undefined;
  }
}
