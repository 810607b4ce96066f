import { DOWNLOAD_DEAL, STREAMING_DEAL, type DealProfile, type StoreProfile } from '@slipcase/plugin-contract';
import type { Recipient } from './recipients';

const NAMED_DEALS: Record<'streaming' | 'download', DealProfile> = { streaming: STREAMING_DEAL, download: DOWNLOAD_DEAL };

export function recipientProfile(recipient: Recipient): StoreProfile {
  return {
    id: recipient.id,
    name: recipient.name,
    tier: recipient.tier,
    recipient: { dpid: recipient.dpid, name: recipient.name },
    requirements: {
      audio: recipient.audio,
      artwork: recipient.artwork,
      leadTimeDays: recipient.leadTimeDays,
      territories: recipient.territories,
    },
    feed: { standard: 'ern-4.3', deals: recipient.deals.map((deal) => (typeof deal === 'string' ? NAMED_DEALS[deal] : deal)) },
    capabilities: { acknowledgements: recipient.acknowledgements, takedowns: true, updates: true },
    maxConcurrentDeliveries: recipient.maxConcurrentDeliveries,
  };
}
