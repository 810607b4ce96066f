import type { DealProfile, StoreCapabilities } from '../store-plugin';

/** On-demand and radio-style streaming, paid by subscription or by advertising. */
export const STREAMING_DEAL: DealProfile = {
  commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'],
  useTypes: ['OnDemandStream', 'NonInteractiveStream'],
};

/** A download to keep, sold per item. */
export const DOWNLOAD_DEAL: DealProfile = { commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] };

export const WORLDWIDE: readonly string[] = ['Worldwide'];

/** A store following the DDEX cloud-storage choreography: it acknowledges, and takes updates and takedowns. */
export const DDEX_CAPABILITIES: StoreCapabilities = { acknowledgements: true, takedowns: true, updates: true, trends: true };

const PLACEHOLDER_PREFIX = 'PADPIDAPLACEHOLDER';

/**
 * A recipient party id that is plainly not a real one, for a store whose DPID is not published: valid in a feed
 * (sandbox deliveries work), refused once the store has a transport URL until SLIPCASE_STORE_<ID>_DPID is set.
 */
export function placeholderDpid(storeId: string): string {
  return `${PLACEHOLDER_PREFIX}${storeId.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
}

export function isPlaceholderDpid(dpid: string): boolean {
  return dpid.startsWith(PLACEHOLDER_PREFIX);
}
