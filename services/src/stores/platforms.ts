import { storesOpenTo } from '@slipcase/domain';
import { storeProfiles, type StoreEnv } from './store-catalog';

export interface PlatformSummary {
  name: string;
  tier: 'free' | 'premium';
}

/**
 * The stores this installation delivers to (its enabled store plugins), for the public pages. A public page must
 * not fail over them: when the plugins cannot be read, the list is empty and the page names no number of stores.
 */
export async function listPlatforms(env: StoreEnv): Promise<PlatformSummary[]> {
  try {
    // The public pages name the stores artists' releases go to: not the operators' sandbox.
    const profiles = storesOpenTo(false, await storeProfiles(env));
    const seen = new Set<string>();
    return profiles
      .filter((profile) => !seen.has(profile.name) && seen.add(profile.name))
      .map((profile) => ({ name: profile.name, tier: profile.tier }))
      .sort((a, b) => (a.tier === b.tier ? a.name.localeCompare(b.name) : a.tier === 'free' ? -1 : 1));
  } catch (error) {
    console.error('Store plugins could not be read; the landing page lists no platforms', error);
    return [];
  }
}
