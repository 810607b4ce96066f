import { ddexStorePackage, ddexStoreProfile, placeholderDpid, searchByArtistAndTitle } from '@slipcase/plugin-contract';

/**
 * Deezer takes DDEX under distributor agreements and publishes no delivery specification. It streams at most
 * 16 bit / 44.1 kHz FLAC, so that is what it is sent, with a 3000 px cover.
 */
export const deezerProfile = ddexStoreProfile('deezer', 'Deezer', {
  // Deezer publishes no DPID: set SLIPCASE_STORE_DEEZER_DPID to the one Deezer gives you.
  dpid: placeholderDpid('deezer'),
  audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
  maxConcurrentDeliveries: 2,
  storeUrl: searchByArtistAndTitle('https://www.deezer.com/search/'),
});

export const storePlugins = ddexStorePackage(deezerProfile);
