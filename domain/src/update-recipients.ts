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
