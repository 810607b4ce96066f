import { DDEX_CAPABILITIES, ddexStorePackage, DSR_SALES_REPORTS, placeholderDpid, STREAMING_DEAL, WORLDWIDE, searchByArtistAndTitle, type StoreProfile } from '@slipcase/plugin-contract';

/**
 * Deezer takes DDEX under distributor agreements and publishes no delivery specification. It streams at most
 * 16 bit / 44.1 kHz FLAC, so that is what it is sent, with a 3000 px cover.
 */
export const deezerProfile: StoreProfile = {
  id: 'deezer',
  name: 'Deezer',
  tier: 'free',
  // Deezer publishes no DPID: set SLIPCASE_STORE_DEEZER_DPID to the one Deezer gives you.
  recipient: { dpid: placeholderDpid('deezer'), name: 'Deezer' },
  requirements: {
    audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
    artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
    leadTimeDays: 7,
    territories: WORLDWIDE,
  },
  feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL] },
  capabilities: DDEX_CAPABILITIES,
  maxConcurrentDeliveries: 2,
  salesReports: DSR_SALES_REPORTS,
  storeUrl: searchByArtistAndTitle('https://www.deezer.com/search/'),
};

export const storePlugins = ddexStorePackage(deezerProfile);
