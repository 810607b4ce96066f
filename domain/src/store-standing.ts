import { isAcknowledged, isSent, isUnderWay } from './delivery-status';

/** A delivery to a store, as where the release stands there reads it. */
export interface StoreDelivery {
  store: string;
  /** 'new', 'update' or 'takedown'. */
  kind: string;
  /** pending, delivering, delivered, acknowledged or failed. */
  status: string;
  /** The store answered: on a failed delivery, that it rejected what it was sent. */
  answered?: boolean;
}

/**
 * What is happening to a release in one store. Not in the store: `sending` (a delivery under way), `failed` (one
 * failed on our side), `rejected` (the store refused it), `removed` (a takedown reached it). In the store, with the
 * version last received: `received`, `confirmed` (the store acknowledged it), `updating` (a later delivery under
 * way), `update_failed` (a later delivery failed or was refused), `removing` (a takedown under way) and
 * `removal_failed`.
 */
export const STANDING_STATES = [
  'sending',
  'failed',
  'rejected',
  'received',
  'confirmed',
  'updating',
  'update_failed',
  'removing',
  'removal_failed',
  'removed',
] as const;
export type StandingState = (typeof STANDING_STATES)[number];

export interface StoreStanding {
  store: string;
  state: StandingState;
  /** The store has the release (the last version it received): it sells it, or will on its date; an update or a takedown reaches it. */
  inStore: boolean;
  /** A delivery of the release reached the store once, whether or not the store still has it. */
  reached: boolean;
  /** The store acknowledged the version it has. */
  confirmed: boolean;
}

/**
 * Where the release stands in each store it went to, in the order it first went there. `deliveries` oldest first.
 * A store has the release once a delivery of it is sent there, until a takedown is sent there: a delivery under
 * way or failed after that leaves it the version it has, and a takedown under way or failed leaves it live.
 */
export function storeStandings(deliveries: readonly StoreDelivery[]): StoreStanding[] {
  const stores = [...new Set(deliveries.map((delivery) => delivery.store))];
  return stores.map((store) => standingIn(store, deliveries.filter((delivery) => delivery.store === store)));
}

function standingIn(store: string, history: readonly StoreDelivery[]): StoreStanding {
  let inStore = false;
  let reached = false;
  let confirmed = false;
  for (const delivery of history) {
    if (!isSent(delivery.status)) continue;
    const takenDown = delivery.kind === 'takedown';
    inStore = !takenDown;
    reached ||= !takenDown;
    confirmed = !takenDown && isAcknowledged(delivery.status);
  }
  const latest = history[history.length - 1] as StoreDelivery;
  return { store, state: stateOf(latest, inStore, confirmed), inStore, reached, confirmed };
}

function stateOf(latest: StoreDelivery, inStore: boolean, confirmed: boolean): StandingState {
  if (latest.kind === 'takedown') {
    if (isSent(latest.status)) return 'removed';
    return isUnderWay(latest.status) ? 'removing' : 'removal_failed';
  }
  if (isSent(latest.status)) return confirmed ? 'confirmed' : 'received';
  if (isUnderWay(latest.status)) return inStore ? 'updating' : 'sending';
  if (inStore) return 'update_failed';
  return latest.answered ? 'rejected' : 'failed';
}

/** The stores that have the release, by store id. */
export function storesHavingRelease(deliveries: readonly StoreDelivery[]): string[] {
  return storeIds(storeStandings(deliveries).filter((standing) => standing.inStore));
}

/** A takedown is under way in the store or failed there: the store still has the release, but it is leaving. */
export const isLeaving = (standing: Pick<StoreStanding, 'state'>): boolean => standing.state === 'removing' || standing.state === 'removal_failed';

/**
 * The stores an update (or a cover check) concerns, by store id: those that have the release and that no takedown
 * is removing it from. A takedown waiting for its day sends nothing yet, so the stores it names are among them.
 */
export function storesToUpdate(deliveries: readonly StoreDelivery[]): string[] {
  return storeIds(storeStandings(deliveries).filter((standing) => standing.inStore && !isLeaving(standing)));
}

const storeIds = (standings: readonly StoreStanding[]): string[] => standings.map((standing) => standing.store).sort();

/** Where a release stands in one store it reached, as the API tells it: live, or taken down (under way, done, failed). */
export const STORE_PRESENCE_STATES = ['live', 'removing', 'removed', 'removal_failed'] as const;
export type StorePresenceState = (typeof STORE_PRESENCE_STATES)[number];

export interface StorePresence {
  store: string;
  state: StorePresenceState;
}

/** Each store the release reached and where it stands there now, by store id. `deliveries` oldest first. */
export function storePresence(deliveries: readonly StoreDelivery[]): StorePresence[] {
  return storeStandings(deliveries)
    .filter((standing) => standing.reached)
    .map((standing) => ({ store: standing.store, state: presenceOf(standing) }))
    .sort((a, b) => (a.store < b.store ? -1 : a.store > b.store ? 1 : 0));
}

function presenceOf(standing: StoreStanding): StorePresenceState {
  if (!standing.inStore) return 'removed';
  return isLeaving(standing) ? (standing.state as StorePresenceState) : 'live';
}
