import { describe, expect, it } from 'vitest';
import {
  ARTIST_ID_STORES,
  artistStoreIds,
  isStoreArtistId,
  parseStoreArtistId,
  readStoreArtistIds,
  storeArtistIdPatterns,
  type ArtistIdStore,
} from './store-artist-ids';

const SPOTIFY = '4Z8W4fKeB5YxbusRsdQVPb';
const YOUTUBE = 'UCBR8-60-B28hp2BmDPdntcQ';

const PASTED: Array<[ArtistIdStore, string, string]> = [
  ['spotify', SPOTIFY, `spotify:artist:${SPOTIFY}`],
  ['spotify', ` spotify:artist:${SPOTIFY} `, `spotify:artist:${SPOTIFY}`],
  ['spotify', `https://open.spotify.com/intl-pt/artist/${SPOTIFY}?si=abc`, `spotify:artist:${SPOTIFY}`],
  ['apple-music', '1451392236', '1451392236'],
  ['apple-music', 'https://music.apple.com/us/artist/nova-lane/1451392236', '1451392236'],
  ['apple-music', 'https://music.apple.com/artist/1451392236?l=en', '1451392236'],
  ['deezer', 'https://www.deezer.com/en/artist/27', '27'],
  ['tidal', 'https://tidal.com/browse/artist/3346', '3346'],
  ['tidal', 'https://listen.tidal.com/artist/3346', '3346'],
  ['amazon-music', 'https://music.amazon.com/artists/B000QJR2RW/nova-lane', 'B000QJR2RW'],
  ['amazon-music', 'B000QJR2RW', 'B000QJR2RW'],
  ['youtube-music', `https://music.youtube.com/channel/${YOUTUBE}`, YOUTUBE],
];

const REFUSED: Array<[ArtistIdStore, string]> = [
  ['spotify', 'spotify:track:4Z8W4fKeB5YxbusRsdQVPb'],
  ['spotify', `http://open.spotify.com/artist/${SPOTIFY}`],
  ['spotify', `https://open.spotify.com.evil.example/artist/${SPOTIFY}`],
  ['apple-music', `https://open.spotify.com/artist/${SPOTIFY}`],
  ['apple-music', 'https://music.apple.com/us/album/first-light/1451392236'],
  ['apple-music', '0123'],
  ['apple-music', '12345678901234567890'],
  ['deezer', 'https://www.deezer.com/en/artist/27/../../track/1'],
  ['deezer', 'https://user:pw@www.deezer.com/artist/27'],
  ['tidal', 'tidal:artist:3346'],
  ['amazon-music', 'b000qjr2rw'],
  ['youtube-music', 'https://music.youtube.com/channel/UCshort'],
  ['youtube-music', '"/><x>'],
  ['deezer', ''],
];

describe('parseStoreArtistId', () => {
  it.each(PASTED)('reads %s from %j', (store, pasted, stored) => {
    expect(parseStoreArtistId(store, pasted)).toBe(stored);
    expect(isStoreArtistId(store, stored)).toBe(true);
  });

  it.each(REFUSED)('refuses for %s: %j', (store, pasted) => {
    expect(parseStoreArtistId(store, pasted)).toBeNull();
  });
});

describe('isStoreArtistId: what a feed may carry', () => {
  it('takes only the form the store is sent, not a link or a bare Spotify id', () => {
    expect(isStoreArtistId('spotify', SPOTIFY)).toBe(false);
    expect(isStoreArtistId('apple-music', 'https://music.apple.com/us/artist/nova/1451392236')).toBe(false);
    expect(isStoreArtistId('tidal', '3346<x/>')).toBe(false);
    expect(isStoreArtistId('tidal', ' 3346')).toBe(false);
  });
});

describe('storeArtistIdPatterns', () => {
  it("allows every stored form and every query-less link the parser reads, and nothing the parser refuses", () => {
    for (const store of ARTIST_ID_STORES) {
      const allows = (value: string) => storeArtistIdPatterns(store).some((pattern) => new RegExp(`^(?:${pattern})$`).test(value));
      for (const [of, pasted, stored] of PASTED) {
        if (of !== store) continue;
        expect(allows(stored), stored).toBe(true);
        if (!pasted.includes('?') && pasted === pasted.trim()) expect(allows(pasted), pasted).toBe(true);
      }
      for (const [of, pasted] of REFUSED) if (of === store) expect(allows(pasted), pasted).toBe(false);
    }
  });
});

describe('artistStoreIds', () => {
  it('joins the Spotify profile with the other stores, never a stored Spotify key or an unknown store', () => {
    const stored = { 'apple-music': '1451392236', spotify: 'spotify:artist:other', napster: '1', deezer: 27 };
    expect(artistStoreIds({ providerProfile: `spotify:artist:${SPOTIFY}`, storeProfiles: stored })).toEqual({
      spotify: `spotify:artist:${SPOTIFY}`,
      'apple-music': '1451392236',
    });
    expect(artistStoreIds({ providerProfile: null, storeProfiles: null })).toEqual({});
    expect(readStoreArtistIds('nonsense')).toEqual({});
  });
});
