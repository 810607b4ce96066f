import type { DbClient } from '@slipcase/db';
import { updateRecipients, type UpdateRecipients } from '@slipcase/domain';
import type { StoreProfile } from '@slipcase/plugin-contract';
import { liveStores } from './live-stores';

/** What an update needs of a store's profile: whether it takes updates. */
export type UpdateCapableStore = Pick<StoreProfile, 'id'> & { capabilities: Pick<StoreProfile['capabilities'], 'updates'> };

/** The stores that have the release, split into those an update goes to and those that take no updates. */
export async function updateStores(db: DbClient, releaseId: string, stores: readonly UpdateCapableStore[]): Promise<UpdateRecipients> {
  const capable = new Map(stores.map((store) => [store.id, store.capabilities.updates]));
  return updateRecipients(await liveStores(db, releaseId), (storeId) => capable.get(storeId));
}
