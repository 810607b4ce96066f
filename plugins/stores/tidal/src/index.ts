import { DDEX_CAPABILITIES, ddexStorePackage, DSR_SALES_REPORTS, placeholderDpid, STREAMING_DEAL, WORLDWIDE, searchByArtistAndTitle, type StoreProfile } from '@slipcase/plugin-contract';

/**
 * TIDAL takes DDEX under distributor agreements and publishes no delivery specification; it streams hi-res, so it
 * is sent 24 bit FLAC and a 3000 px cover.
 */
export const tidalProfile: StoreProfile = {
  id: 'tidal',
  name: 'TIDAL',
  tier: 'premium',
  // TIDAL publishes no DPID: set SLIPCASE_STORE_TIDAL_DPID to the one TIDAL gives you.
  recipient: { dpid: placeholderDpid('tidal'), name: 'TIDAL' },
  requirements: {
    audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 24 },
    artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
    leadTimeDays: 7,
    territories: WORLDWIDE,
  },
  feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL] },
  capabilities: DDEX_CAPABILITIES,
  maxConcurrentDeliveries: 2,
  salesReports: DSR_SALES_REPORTS,
  storeUrl: searchByArtistAndTitle('https://tidal.com/search?q='),
};

export const storePlugins = ddexStorePackage(tidalProfile);
