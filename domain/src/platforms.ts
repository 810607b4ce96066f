import { isPremium, type Plan } from './plan';

/** A store as the platform rules see it: its id and whether every plan reaches it. */
export interface PlatformTier {
  id: string;
  tier: 'free' | 'premium';
}

export interface PlatformChoice {
  /** Stores the release goes to. */
  kept: string[];
  /** Premium-only stores the user picked but whose plan does not reach them (001 §5: ignored with a warning). */
  dropped: string[];
}

/**
 * The stores a release is delivered to (001 §5): what the user picked, or every available store when they
 * picked none, less the premium-only stores a free plan does not reach. Unknown ids are ignored; order follows
 * the available stores.
 */
export function choosePlatforms(input: { plan: Plan; selected: readonly string[]; available: readonly PlatformTier[] }): PlatformChoice {
  const wanted = input.selected.length === 0 ? input.available : input.available.filter((store) => input.selected.includes(store.id));
  const reachable = (store: PlatformTier) => store.tier === 'free' || isPremium(input.plan);
  return {
    kept: wanted.filter(reachable).map((store) => store.id),
    dropped: input.selected.length === 0 ? [] : wanted.filter((store) => !reachable(store)).map((store) => store.id),
  };
}
