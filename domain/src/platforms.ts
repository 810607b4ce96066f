import type { FieldError } from './errors';
import { isPremium, type Plan } from './plan';

/** A store as the platform rules see it: its id, whether every plan reaches it, the smallest cover it takes. */
export interface PlatformTier {
  id: string;
  tier: 'free' | 'premium';
  /** Pixels; absent when the store takes any cover the platform accepts. */
  minCoverPx?: number;
  /** The store's name, as messages name it; absent: its id. */
  name?: string;
  /** Days the store needs a release before its release date (its profile's leadTimeDays); absent: none. */
  leadTimeDays?: number;
  /** A sandbox store for the operators' own tests (the local folder): not for artists' releases (storesOpenTo). */
  operatorsOnly?: boolean;
}

/**
 * The stores a user's releases may go to: every store for staff; for anyone else, all but the operators' sandbox
 * stores, unless the installation has nothing else (a sandbox installation, where the sandbox is everyone's).
 */
export function storesOpenTo<T extends Pick<PlatformTier, 'operatorsOnly'>>(staff: boolean, stores: readonly T[]): T[] {
  const open = stores.filter((store) => !store.operatorsOnly);
  return staff || open.length === 0 ? [...stores] : open;
}

/** `store_operators_only` on `platforms` for each picked store the user's releases may not go to (storesOpenTo). */
export function checkStoresOpen(staff: boolean, picked: readonly string[], stores: readonly PlatformTier[]): FieldError[] {
  const open = new Set(storesOpenTo(staff, stores).map((store) => store.id));
  return stores
    .filter((store) => picked.includes(store.id) && !open.has(store.id))
    .map((store) => ({ code: 'store_operators_only' as const, field: 'platforms', params: { store: store.name ?? store.id } }));
}

export interface PlatformChoice {
  /** Stores the release goes to. */
  kept: string[];
  /** Premium-only stores the user picked but whose plan does not reach them (001 §5: ignored with a warning). */
  dropped: string[];
  /** Stores left out because the cover is smaller than they take (it is never upscaled): they would refuse it. */
  coverTooSmall: string[];
}

/** Whether a plan reaches a store: every plan reaches the free tier's stores, PRO and Advanced the premium ones too. */
export function planReachesStore(plan: Plan, store: Pick<PlatformTier, 'tier'>): boolean {
  return store.tier === 'free' || isPremium(plan);
}

/**
 * The stores a release is delivered to (001 §5): what the user picked, or every available store when they
 * picked none, less the premium-only stores a free plan does not reach and the stores the cover is too small
 * for, and, for anyone but staff, the operators' sandbox stores. Unknown ids are ignored; order follows the
 * available stores.
 */
export function choosePlatforms(input: {
  plan: Plan;
  selected: readonly string[];
  available: readonly PlatformTier[];
  /** The cover's shorter side in pixels. */
  coverPx?: number;
  /** Whether the owner is staff, whose releases may go to the operators' sandbox stores too (storesOpenTo). */
  staff?: boolean;
}): PlatformChoice {
  const available = storesOpenTo(input.staff ?? false, input.available);
  const wanted = input.selected.length === 0 ? available : available.filter((store) => input.selected.includes(store.id));
  const reachable = (store: PlatformTier) => planReachesStore(input.plan, store);
  const coverFits = (store: PlatformTier) => input.coverPx === undefined || input.coverPx >= (store.minCoverPx ?? 0);
  const ids = (stores: readonly PlatformTier[]) => stores.map((store) => store.id);
  return {
    kept: ids(wanted.filter((store) => reachable(store) && coverFits(store))),
    dropped: input.selected.length === 0 ? [] : ids(wanted.filter((store) => !reachable(store))),
    coverTooSmall: ids(wanted.filter((store) => reachable(store) && !coverFits(store))),
  };
}
