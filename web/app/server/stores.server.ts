import type { StoreProfile } from '@slipcase/plugin-contract';
import { localFolderProfile } from '@slipcase/store-local-folder';
import { DEFAULT_STORE_IDS } from '@slipcase/workflows/contracts';

/** The stores this installation delivers to, as the worker is configured (worker-main.ts). */
const STORE_PROFILES: readonly StoreProfile[] = [localFolderProfile];

/** The first store a release goes to: the feed preview is its feed, and the review checks compare with its requirements. */
export function primaryStore(): StoreProfile {
  const store = STORE_PROFILES.find((profile) => DEFAULT_STORE_IDS.includes(profile.id)) ?? STORE_PROFILES[0];
  if (!store) throw new Error('No store is configured');
  return store;
}
