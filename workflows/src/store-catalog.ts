import type { PlatformTier } from '@slipcase/domain';
import { DEFAULT_STORE_IDS } from './contracts';

/** The stores this installation delivers to, as the platform rules see them. */
export async function availableStores(): Promise<PlatformTier[]> {
  return DEFAULT_STORE_IDS.map((id) => ({ id, tier: 'free' }));
}
