import type { PlatformTier } from './platforms';

/** Why a store that has the release does not get an update. */
export type UpdateSkipReason = 'updates_not_supported';

export interface UpdateRecipients {
  /** The stores that get the update delivery. */
  deliver: string[];
  /** The stores that keep the version they have, and why. */
  skipped: Array<{ storeId: string; reason: UpdateSkipReason }>;
}

/**
 * Which of the stores that have a release get an update of it: a store whose plugin declares it takes no updates
 * (`capabilities.updates: false`) keeps what it has. A store this installation does not know is left to the
 * delivery, which says what is wrong with it.
 */
export function updateRecipients(storeIds: readonly string[], takesUpdates: (storeId: string) => boolean | undefined): UpdateRecipients {
  const deliver: string[] = [];
  const skipped: UpdateRecipients['skipped'] = [];
  for (const storeId of storeIds) {
    if (takesUpdates(storeId) === false) skipped.push({ storeId, reason: 'updates_not_supported' });
    else deliver.push(storeId);
  }
  return { deliver, skipped };
}

/**
 * The stores, of those that have the release, a new cover of `coverPx` (its shorter side) is too small for: they
 * would refuse the update (a cover is never upscaled). In the order given, with the smallest size they all take.
 */
export function storesRefusingCover(
  coverPx: number,
  storeIds: readonly string[],
  stores: ReadonlyArray<Pick<PlatformTier, 'id' | 'name' | 'minCoverPx'>>,
): { names: string[]; minPx: number } | null {
  const refusing = stores.filter((store) => storeIds.includes(store.id) && coverPx < (store.minCoverPx ?? 0));
  if (refusing.length === 0) return null;
  return { names: refusing.map((store) => store.name ?? store.id), minPx: Math.max(...refusing.map((store) => store.minCoverPx ?? 0)) };
}
