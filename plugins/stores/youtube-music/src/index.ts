import { DDEX_CAPABILITIES, ddexStorePackage, DSR_SALES_REPORTS, STREAMING_DEAL, WORLDWIDE, searchByArtistAndTitle, type StoreProfile } from '@slipcase/plugin-contract';

/**
 * YouTube Music takes DDEX ERN (3.4 to 3.8, and 4.3) over SFTP or Aspera, and processes batches in the order of
 * their BatchComplete file's timestamp. Audio: FLAC or PCM, 24 bit and 48 kHz recommended
 * (https://support.google.com/youtube/answer/6039860); the Art Track shows the release's first image.
 */
export const youtubeMusicProfile: StoreProfile = {
  id: 'youtube-music',
  name: 'YouTube Music',
  tier: 'free',
  // "YouTube - PADPIDA2013020802I", YouTube Help, Message Header (https://support.google.com/youtube/answer/3505274).
  recipient: { dpid: 'PADPIDA2013020802I', name: 'YouTube' },
  requirements: {
    audio: { codec: 'flac', sampleRate: 48_000, bitDepth: 24 },
    artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
    leadTimeDays: 7,
    territories: WORLDWIDE,
  },
  feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL] },
  capabilities: DDEX_CAPABILITIES,
  maxConcurrentDeliveries: 4,
  salesReports: DSR_SALES_REPORTS,
  storeUrl: searchByArtistAndTitle('https://music.youtube.com/search?q='),
};

export const storePlugins = ddexStorePackage(youtubeMusicProfile);
