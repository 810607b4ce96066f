import { ddexStorePackage, ddexStoreProfile, placeholderDpid, searchByArtistAndTitle } from '@slipcase/plugin-contract';

/**
 * TIDAL takes DDEX under distributor agreements and publishes no delivery specification; it streams hi-res, so it
 * is sent 24 bit FLAC and a 3000 px cover.
 */
export const tidalProfile = ddexStoreProfile('tidal', 'TIDAL', {
  tier: 'premium',
  // TIDAL publishes no DPID: set SLIPCASE_STORE_TIDAL_DPID to the one TIDAL gives you.
  dpid: placeholderDpid('tidal'),
  audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 24 },
  maxConcurrentDeliveries: 2,
  storeUrl: searchByArtistAndTitle('https://tidal.com/search?q='),
});

export const storePlugins = ddexStorePackage(tidalProfile);
