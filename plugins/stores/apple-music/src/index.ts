import { DDEX_CAPABILITIES, DOWNLOAD_DEAL, ddexStorePackage, ddexStoreProfile, placeholderDpid, searchByArtistAndTitle, STREAMING_DEAL } from '@slipcase/plugin-contract';

/**
 * Apple Music and the iTunes Store: lossless audio (WAV, ALAC or FLAC); cover art 3000x3000 recommended,
 * 1400x1400 at least, JPEG or PNG (https://itunespartner.apple.com/music/support/5215-digital-packaging-music).
 */
export const appleMusicProfile = ddexStoreProfile('apple-music', 'Apple Music', {
  // Apple publishes no DPID: set SLIPCASE_STORE_APPLE_MUSIC_DPID to the one Apple gives you.
  dpid: placeholderDpid('apple-music'),
  audio: { codec: 'wav', sampleRate: 44_100, bitDepth: 24 },
  // The iTunes Store sells downloads beside Apple Music's streams.
  deals: [STREAMING_DEAL, DOWNLOAD_DEAL],
  // Apple reports on deliveries through its own tools, not DDEX acknowledgements.
  capabilities: { ...DDEX_CAPABILITIES, acknowledgements: false },
  storeUrl: searchByArtistAndTitle('https://music.apple.com/search?term='),
});

export const storePlugins = ddexStorePackage(appleMusicProfile);
