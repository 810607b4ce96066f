import type { ReleaseStatus } from './release-status';
import type { StoreStanding } from './store-standing';

/** A store's state as the artist reads it: no delivery jargon, one word or a short phrase. */
export type StoreState = 'delivering' | 'waiting' | 'accepted' | 'live' | 'rejected' | 'failed' | 'removing' | 'removed' | 'removal_failed';

const LIVE: readonly ReleaseStatus[] = ['published', 'takedown_requested'];

/**
 * The state of one store for a release, from where it stands there (storeStandings): a store that has the release
 * is live once the release is published (an update under way or failed changes nothing the artist sees: the store
 * sells the version it has), accepted while it waits for its date when the store confirmed it, and waiting for the
 * store otherwise; a takedown is removing, removed or removal_failed; a release the store does not have is being
 * delivered, was rejected by the store, or failed on our side.
 */
export function storeState(standing: Pick<StoreStanding, 'state' | 'inStore' | 'confirmed'>, releaseStatus: ReleaseStatus): StoreState {
  switch (standing.state) {
    case 'removing':
    case 'removal_failed':
    case 'removed':
    case 'rejected':
    case 'failed':
      return standing.state;
    case 'sending':
      return 'delivering';
    default:
      if (LIVE.includes(releaseStatus)) return 'live';
      return standing.confirmed ? 'accepted' : 'waiting';
  }
}

/**
 * The status a release's badge shows, read per store (storeStandings): "takedown requested" only while the takedown
 * takes the release from every store that has it. One that names some stores leaves the release published in the
 * others: the stores it names, and its day, are the takedown's own notice. `takedownStores` empty: every store.
 */
export function shownReleaseStatus(
  status: ReleaseStatus,
  standings: readonly Pick<StoreStanding, 'store' | 'inStore'>[],
  takedownStores: readonly string[],
): ReleaseStatus {
  if (status !== 'takedown_requested' || takedownStores.length === 0) return status;
  return standings.some((standing) => standing.inStore && !takedownStores.includes(standing.store)) ? 'published' : status;
}
