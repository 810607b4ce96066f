import { DDEX_CAPABILITIES, ddexStoreProfile, DOWNLOAD_DEAL, STREAMING_DEAL, type DealProfile, type StoreProfile } from '@slipcase/plugin-contract';
import type { Recipient } from './recipients';

const NAMED_DEALS: Record<'streaming' | 'download', DealProfile> = { streaming: STREAMING_DEAL, download: DOWNLOAD_DEAL };

export function recipientProfile({ id, name, deals, acknowledgements, url: _url, ...recipient }: Recipient): StoreProfile {
  return ddexStoreProfile(id, name, {
    ...recipient,
    deals: deals.map((deal) => (typeof deal === 'string' ? NAMED_DEALS[deal] : deal)),
    capabilities: { ...DDEX_CAPABILITIES, acknowledgements },
    salesReports: undefined,
  });
}
