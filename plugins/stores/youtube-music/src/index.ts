import { ddexStorePackage, ddexStoreProfile, searchByArtistAndTitle } from '@slipcase/plugin-contract';

/**
 * YouTube Music takes DDEX ERN (3.4 to 3.8, and 4.3) over SFTP or Aspera, and processes batches in the order of
 * their BatchComplete file's timestamp. Audio: FLAC or PCM, 24 bit and 48 kHz recommended
 * (https://support.google.com/youtube/answer/6039860); the Art Track shows the release's first image.
 */
export const youtubeMusicProfile = ddexStoreProfile('youtube-music', 'YouTube Music', {
  // "YouTube - PADPIDA2013020802I", YouTube Help, Message Header (https://support.google.com/youtube/answer/3505274).
  dpid: 'PADPIDA2013020802I',
  recipientName: 'YouTube',
  audio: { codec: 'flac', sampleRate: 48_000, bitDepth: 24 },
  storeUrl: searchByArtistAndTitle('https://music.youtube.com/search?q='),
});

export const storePlugins = ddexStorePackage(youtubeMusicProfile);
