import { isArtistIdStore, isStoreArtistId } from '@slipcase/domain';
import type { DeliveryRelease } from '../store-plugin';
import type { ProprietaryPartyId } from './parties';

/**
 * The artist's profile id in the store the message is for, as a PartyId in the store's namespace (`DPID:<its
 * DPID>`), so the store files the release under the profile the artist already has. None when the artist asked for
 * a new profile there, for a store that takes no artist ids, and for a message to no store (an export).
 */
export function artistPartyIds(release: DeliveryRelease, recipient: { dpid: string }, storeId: string | undefined): ProprietaryPartyId[] {
  if (storeId === undefined || !isArtistIdStore(storeId)) return [];
  const id = release.artist.storeIds?.[storeId];
  if (id === undefined || !isStoreArtistId(storeId, id)) return [];
  return [{ name: release.artist.name, namespace: `DPID:${recipient.dpid}`, id }];
}
