import {
  DDEX_CAPABILITIES,
  ddexStorePackage,
  DSR_SALES_REPORTS,
  DOWNLOAD_DEAL,
  placeholderDpid,
  STREAMING_DEAL,
  WORLDWIDE,
  searchByArtistAndTitle,
  type StoreProfile,
} from '@slipcase/plugin-contract';

/**
 * Apple Music and the iTunes Store: lossless audio (WAV, ALAC or FLAC); cover art 3000x3000 recommended,
 * 1400x1400 at least, JPEG or PNG (https://itunespartner.apple.com/music/support/5215-digital-packaging-music).
 */
export const appleMusicProfile: StoreProfile = {
  id: 'apple-music',
  name: 'Apple Music',
  tier: 'free',
  // Apple publishes no DPID: set SLIPCASE_STORE_APPLE_MUSIC_DPID to the one Apple gives you.
  recipient: { dpid: placeholderDpid('apple-music'), name: 'Apple Music' },
  requirements: {
    audio: { codec: 'wav', sampleRate: 44_100, bitDepth: 24 },
    artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
    leadTimeDays: 7,
    territories: WORLDWIDE,
  },
  // The iTunes Store sells downloads beside Apple Music's streams.
  feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL, DOWNLOAD_DEAL] },
  // Apple reports on deliveries through its own tools, not DDEX acknowledgements.
  capabilities: { ...DDEX_CAPABILITIES, acknowledgements: false },
  maxConcurrentDeliveries: 4,
  salesReports: DSR_SALES_REPORTS,
  storeUrl: searchByArtistAndTitle('https://music.apple.com/search?term='),
};

export const storePlugins = ddexStorePackage(appleMusicProfile);
