import { ddexStorePackage, ddexStoreProfile } from '@slipcase/plugin-contract';

/**
 * Spotify takes DDEX ERN over SFTP. Its provider support asks for FLAC (strongly preferred over WAV), 16 or 24 bit,
 * 44.1 kHz or more, stereo, and plays at most 24 bit / 44.1 kHz; cover art at least 640 px, 1:1, lossless formats
 * preferred (https://content-ops.atspotify.com/hc/en-us/articles/360050809271,
 * https://support.spotify.com/artists/article/audio-file-formats).
 */
export const spotifyProfile = ddexStoreProfile('spotify', 'Spotify', {
  // Spotify prints no DPID on its public pages: this is the MessageRecipient public distributor code on GitHub
  // addresses Spotify with. Confirm it during onboarding; SLIPCASE_STORE_SPOTIFY_DPID overrides it.
  dpid: 'PADPIDA2011072101T',
  audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 24 },
  artwork: { minPx: 640, sizePx: 3000, format: 'png' },
  // Spotify's editors take pitches up to seven days before the release date; the other stores publish no minimum.
  leadTimeDays: 7,
  // Spotify's search takes a UPC filter: the album itself, whatever its title.
  storeUrl: ({ upc }) => `https://open.spotify.com/search/${encodeURIComponent(`upc:${upc}`)}`,
});

export const storePlugins = ddexStorePackage(spotifyProfile);
