import { config } from '@slipcase/config';
import type { StoreProfile } from '@slipcase/plugin-contract';
import { DEFAULT_STORE_IDS } from '@slipcase/workflows/contracts';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';

/** The first store a release goes to: the feed preview is its feed, and the review checks compare with its requirements. */
export async function primaryStore(): Promise<StoreProfile> {
  const profiles = await storeProfiles(config().env);
  const store = profiles.find((profile) => DEFAULT_STORE_IDS.includes(profile.id)) ?? profiles[0];
  if (!store) throw new Error('No store is configured');
  return store;
}

/**
 * Each store's name by id, for showing deliveries. A page must not fail over a label: when the plugins cannot be
 * read (the worker refuses to start then, naming the problem), deliveries show store ids.
 */
export async function storeNames(): Promise<Record<string, string>> {
  try {
    return Object.fromEntries((await storeProfiles(config().env)).map((profile) => [profile.id, profile.name]));
  } catch (error) {
    console.error('Store plugins could not be read; deliveries show store ids', error);
    return {};
  }
}
