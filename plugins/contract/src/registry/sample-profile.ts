import type { StoreProfile } from '../store-plugin';
import { DDEX_CAPABILITIES, STREAMING_DEAL, WORLDWIDE } from './profile-parts';

/** A valid store profile for tests, acknowledging unless told otherwise. */
export function sampleProfile(id: string, overrides: Partial<StoreProfile> = {}): StoreProfile {
  return {
    id,
    name: `Store ${id}`,
    tier: 'free',
    recipient: { dpid: 'PADPIDA0000000009Z', name: `Store ${id}` },
    requirements: {
      audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
      artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
      leadTimeDays: 7,
      territories: WORLDWIDE,
    },
    feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL] },
    capabilities: DDEX_CAPABILITIES,
    maxConcurrentDeliveries: 3,
    ...overrides,
  };
}
