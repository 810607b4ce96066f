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
 * for. Unknown ids are ignored; order follows the available stores.
 */
export function choosePlatforms(input: {
  plan: Plan;
  selected: readonly string[];
  available: readonly PlatformTier[];
  /** The cover's shorter side in pixels. */
  coverPx?: number;
}): PlatformChoice {
  const wanted = input.selected.length === 0 ? input.available : input.available.filter((store) => input.selected.includes(store.id));
  const reachable = (store: PlatformTier) => planReachesStore(input.plan, store);
  const coverFits = (store: PlatformTier) => input.coverPx === undefined || input.coverPx >= (store.minCoverPx ?? 0);
  const ids = (stores: readonly PlatformTier[]) => stores.map((store) => store.id);
  return {
    kept: ids(wanted.filter((store) => reachable(store) && coverFits(store))),
    dropped: input.selected.length === 0 ? [] : ids(wanted.filter((store) => !reachable(store))),
    coverTooSmall: ids(wanted.filter((store) => reachable(store) && !coverFits(store))),
  };
}
