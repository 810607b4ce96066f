import type { ReleaseStatus } from './release-status';

/** A store's state as the artist reads it: no delivery jargon, one word or a short phrase. */
export type StoreState = 'delivering' | 'waiting' | 'accepted' | 'live' | 'rejected' | 'failed' | 'removing' | 'removed' | 'removal_failed';

/** What a delivery says of a store, as the store state reads it. */
export interface StoreDeliveryFacts {
  kind: string;
  /** pending, delivering, delivered, acknowledged or failed. */
  status: string;
  /** The store answered (its acknowledgement); on a failed delivery, that the store rejected it. */
  answered: boolean;
}

const LIVE: readonly ReleaseStatus[] = ['published', 'takedown_requested'];

/**
 * The state of one store for a release from its latest delivery there: a takedown is removing, removed once sent,
 * or removal_failed;
 * a failure the store answered is its rejection, any other a failure on our side; a release the store took is live
 * once the release is published, accepted while it waits for its date when the store confirmed it, and waiting
 * for the store otherwise.
 */
export function storeState(delivery: StoreDeliveryFacts, releaseStatus: ReleaseStatus): StoreState {
  if (delivery.kind === 'takedown') {
    if (delivery.status === 'failed') return 'removal_failed';
    return delivery.status === 'pending' || delivery.status === 'delivering' ? 'removing' : 'removed';
  }
  if (delivery.status === 'failed') return delivery.answered ? 'rejected' : 'failed';
  if (delivery.status === 'pending' || delivery.status === 'delivering') return 'delivering';
  if (LIVE.includes(releaseStatus)) return 'live';
  return delivery.status === 'acknowledged' ? 'accepted' : 'waiting';
}
