import { describe, expect, it } from 'vitest';
import {
  ARTIST_GENRES,
  ARTIST_TYPES,
  artistInitials,
  checkArtistImage,
  checkArtistLimit,
  checkArtistProfile,
  checkArtistRemoval,
  COUNTRY_CODES,
  isActiveRelease,
  isSocialLink,
  normalizeArtistProfile,
  parseSpotifyArtistId,
  readSocialLinks,
  type ArtistProfileInput,
} from './artist-rules';
import { RELEASE_STATUSES } from './release-status';

const ID = '4Z8W4fKeB5YxbusRsdQVPb';

const valid = (overrides: Partial<ArtistProfileInput> = {}): ArtistProfileInput => ({
  name: 'Nova Lane',
  type: 'solo',
  mainGenre: 'pop',
  requestNewProfile: true,
  ...overrides,
});

const codes = (input: ArtistProfileInput) => checkArtistProfile(input).map((error) => `${error.field} ${error.code}`);

describe('the artist lists of 000 §3', () => {
  it('has the eight types and the thirteen genres', () => {
    expect(ARTIST_TYPES).toEqual(['solo', 'duo', 'band', 'group', 'ensemble', 'choir', 'orchestra', 'other']);
    expect(ARTIST_GENRES).toHaveLength(13);
    expect(ARTIST_GENRES).toContain('hiphop');
  });

  it('knows every ISO 3166-1 country once, and Kosovo', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['US', 'BR', 'TR', 'ES', 'PT', 'XK']));
    expect(COUNTRY_CODES).not.toContain('UK');
  });
});

describe('checkArtistProfile', () => {
  it('accepts a profile with only the required fields and a new streaming profile asked for', () => {
    expect(checkArtistProfile(valid())).toEqual([]);
  });

  it('accepts every field filled in', () => {
    expect(
      checkArtistProfile(
        valid({
          style: 'Dream pop',
          biography: 'Songs from the coast.',
          website: 'https://novalane.example.com',
          country: 'pt',
          legalFirstName: 'Ana',
          legalLastName: 'Silva',
          socialLinks: {
            instagram: 'https://www.instagram.com/novalane',
            tiktok: 'https://www.tiktok.com/@novalane',
            youtube: 'https://youtube.com/@novalane',
            x: 'https://x.com/novalane',
            facebook: 'https://facebook.com/novalane',
            soundcloud: 'https://soundcloud.com/novalane',
          },
          requestNewProfile: false,
          providerProfile: ID,
        }),
      ),
    ).toEqual([]);
  });

  it('requires the name, type and main genre', () => {
    expect(codes({ name: ' ', type: '', mainGenre: '', requestNewProfile: true })).toEqual([
      'name required',
      'type required',
      'mainGenre required',
    ]);
  });

  it('takes the type, genre and country from their lists', () => {
    expect(codes(valid({ type: 'dj', mainGenre: 'polka', country: 'XX' }))).toEqual([
      'type invalid_choice',
      'mainGenre invalid_choice',
      'country invalid_choice',
    ]);
  });

  it('limits the lengths, naming the maximum', () => {
    const errors = checkArtistProfile(valid({ name: 'n'.repeat(101), biography: 'b'.repeat(2001), legalLastName: 'l'.repeat(101) }));
    expect(errors).toEqual([
      { code: 'too_long', field: 'name', params: { max: 100 } },
      { code: 'too_long', field: 'biography', params: { max: 2000 } },
      { code: 'too_long', field: 'legalLastName', params: { max: 100 } },
    ]);
  });

  it('wants a web address for the website', () => {
    expect(codes(valid({ website: 'novalane' }))).toEqual(['website invalid_url']);
    expect(codes(valid({ website: 'ftp://novalane.example.com' }))).toEqual(['website invalid_url']);
    expect(codes(valid({ website: 'http://novalane.example.com/about' }))).toEqual([]);
  });

  it('wants each social link on its own network, naming it', () => {
    const errors = checkArtistProfile(valid({ socialLinks: { instagram: 'https://example.com/novalane', x: 'not a link' } }));
    expect(errors).toEqual([
      { code: 'invalid_social_link', field: 'socialLinks.instagram', params: { network: 'Instagram' } },
      { code: 'invalid_social_link', field: 'socialLinks.x', params: { network: 'X' } },
    ]);
  });

  it('takes a linked streaming profile or a request for a new one, not both and not neither', () => {
    expect(codes(valid({ requestNewProfile: false, providerProfile: `spotify:artist:${ID}` }))).toEqual([]);
    expect(codes(valid({ requestNewProfile: true, providerProfile: ID }))).toEqual(['providerProfile provider_profile_choice']);
    expect(codes(valid({ requestNewProfile: false, providerProfile: '' }))).toEqual(['providerProfile provider_profile_choice']);
    expect(codes(valid({ requestNewProfile: false, providerProfile: 'nova lane' }))).toEqual(['providerProfile invalid_provider_profile']);
  });
});

describe('parseSpotifyArtistId', () => {
  it.each([
    ID,
    ` ${ID} `,
    `spotify:artist:${ID}`,
    `https://open.spotify.com/artist/${ID}`,
    `https://open.spotify.com/artist/${ID}?si=abc123`,
    `https://open.spotify.com/intl-es/artist/${ID}`,
  ])('finds the id in %s', (value) => {
    expect(parseSpotifyArtistId(value)).toBe(ID);
  });

  it.each([
    ID.slice(1),
    `${ID}x`,
    `${ID.slice(0, 21)}-`,
    `spotify:album:${ID}`,
    `http://open.spotify.com/artist/${ID}`,
    `https://open.spotify.com/track/${ID}`,
    `https://evil.example.com/artist/${ID}`,
    '',
  ])('refuses %s', (value) => {
    expect(parseSpotifyArtistId(value)).toBeNull();
  });
});

describe('isSocialLink', () => {
  it('accepts the network’s hosts and their subdomains, with a profile path', () => {
    expect(isSocialLink('youtube', 'https://m.youtube.com/@novalane')).toBe(true);
    expect(isSocialLink('youtube', 'https://youtu.be/abc')).toBe(true);
    expect(isSocialLink('x', 'https://twitter.com/novalane')).toBe(true);
  });

  it('refuses another host, a look-alike host and a bare home page', () => {
    expect(isSocialLink('instagram', 'https://instagram.com.evil.example/novalane')).toBe(false);
    expect(isSocialLink('instagram', 'https://notinstagram.com/novalane')).toBe(false);
    expect(isSocialLink('instagram', 'https://instagram.com/')).toBe(false);
  });

  it('takes Spotify, Apple Music and Bandcamp profiles (000 §3), a Bandcamp one on its own subdomain', () => {
    expect(isSocialLink('spotify', `https://open.spotify.com/artist/${ID}`)).toBe(true);
    expect(isSocialLink('spotify', 'https://open.spotify.com/')).toBe(false);
    expect(isSocialLink('spotify', 'https://spotify.evil.example/artist/x')).toBe(false);
    expect(isSocialLink('appleMusic', 'https://music.apple.com/us/artist/nova-lane/1451392236')).toBe(true);
    expect(isSocialLink('appleMusic', 'https://apple.com/music')).toBe(false);
    expect(isSocialLink('bandcamp', 'https://novalane.bandcamp.com/')).toBe(true);
    expect(isSocialLink('bandcamp', 'https://nova-lane.bandcamp.com/album/first-light')).toBe(true);
    expect(isSocialLink('bandcamp', 'https://bandcamp.com/novalane')).toBe(false);
    expect(isSocialLink('bandcamp', 'https://www.bandcamp.com/')).toBe(false);
    expect(isSocialLink('bandcamp', 'https://novalane.bandcamp.com.evil.example/')).toBe(false);
  });
});

describe('the artist\'s profiles in the other stores', () => {
  it('takes each store\'s id or link, blank for a new profile', () => {
    expect(checkArtistProfile(valid({ storeProfiles: { deezer: 'https://www.deezer.com/artist/27', tidal: '', 'apple-music': null } }))).toEqual([]);
  });

  it('refuses a link to another store on its field, naming the store', () => {
    expect(checkArtistProfile(valid({ storeProfiles: { tidal: 'https://www.deezer.com/artist/27' } }))).toEqual([
      { code: 'invalid_store_profile', field: 'storeProfiles.tidal', params: { store: 'TIDAL' } },
    ]);
  });
});

describe('normalizeArtistProfile', () => {
  it('trims, turns blanks into null, uppercases the country and keeps the provider profile as a URI', () => {
    const profile = normalizeArtistProfile(
      valid({
        name: '  Nova   Lane ',
        style: ' ',
        country: 'pt',
        socialLinks: { instagram: ' https://instagram.com/novalane ', tiktok: '' },
        providerProfile: `https://open.spotify.com/artist/${ID}`,
        requestNewProfile: false,
        storeProfiles: { 'apple-music': ' https://music.apple.com/us/artist/nova-lane/1451392236 ', deezer: '', spotify: ID },
      }),
    );
    expect(profile).toEqual({
      name: 'Nova Lane',
      type: 'solo',
      mainGenre: 'pop',
      style: null,
      biography: null,
      website: null,
      country: 'PT',
      legalFirstName: null,
      legalLastName: null,
      socialLinks: { instagram: 'https://instagram.com/novalane' },
      providerProfile: `spotify:artist:${ID}`,
      requestNewProfile: false,
      storeProfiles: { 'apple-music': '1451392236' },
    });
  });

  it('reads stored links back, ignoring what is not a link of a known network', () => {
    expect(readSocialLinks({ instagram: 'https://instagram.com/a', myspace: 'https://myspace.com/a', x: 3 })).toEqual({
      instagram: 'https://instagram.com/a',
    });
    expect(readSocialLinks(null)).toEqual({});
  });
});

describe('checkArtistLimit', () => {
  it('allows one profile on the free plan, three on PRO and fifty on Advanced', () => {
    expect(checkArtistLimit('free', 0)).toEqual([]);
    expect(checkArtistLimit('free', 1)).toEqual([{ code: 'artist_limit', field: 'name', params: { limit: 1 } }]);
    expect(checkArtistLimit('pro', 2)).toEqual([]);
    expect(checkArtistLimit('pro', 3)).toEqual([{ code: 'artist_limit', field: 'name', params: { limit: 3 } }]);
    expect(checkArtistLimit('advanced', 49)).toEqual([]);
    expect(checkArtistLimit('advanced', 50, '')).toEqual([{ code: 'artist_limit', field: '', params: { limit: 50 } }]);
  });
});

describe('checkArtistImage', () => {
  const image = (overrides: Partial<Parameters<typeof checkArtistImage>[0]> = {}) => ({
    format: 'jpeg' as const,
    width: 1000,
    height: 1000,
    sizeBytes: 200_000,
    ...overrides,
  });

  it('accepts a square JPEG or PNG of at least 300 px', () => {
    expect(checkArtistImage(image())).toEqual([]);
    expect(checkArtistImage(image({ format: 'png', width: 300, height: 300 }))).toEqual([]);
  });

  it('refuses a large file, another format, a small image and a non-square one, with the spec’s parameters', () => {
    expect(checkArtistImage(image({ sizeBytes: 11 * 1024 * 1024 }))).toEqual([
      { code: 'image_too_large', field: 'image', params: { max: '10 MB' } },
    ]);
    expect(checkArtistImage(image({ format: null }))).toEqual([{ code: 'image_format_invalid', field: 'image' }]);
    expect(checkArtistImage(image({ width: 299, height: 299 }))).toEqual([
      { code: 'image_too_small', field: 'image', params: { min: 300 } },
    ]);
    expect(checkArtistImage(image({ width: 1000, height: 900 }))).toEqual([{ code: 'image_not_square', field: 'image' }]);
  });
});

describe('artist removal', () => {
  it('counts every release as active but drafts, removed and expired ones', () => {
    expect(RELEASE_STATUSES.filter((status) => !isActiveRelease(status))).toEqual(['draft', 'removed', 'expired']);
    expect(isActiveRelease('rejected')).toBe(true);
    expect(isActiveRelease('takedown_requested')).toBe(true);
  });

  it('is refused while active releases exist, with their count', () => {
    expect(checkArtistRemoval(0)).toEqual([]);
    expect(checkArtistRemoval(2)).toEqual([{ code: 'artist_has_active_releases', field: '', params: { count: 2 } }]);
  });
});

describe('artistInitials', () => {
  it('takes the first letter of the first two words', () => {
    expect(artistInitials('Nova Lane')).toBe('NL');
    expect(artistInitials('juniper')).toBe('J');
    expect(artistInitials('The Dø Collective')).toBe('TD');
    expect(artistInitials('  "Ñu"  & co ')).toBe('ÑC');
  });
});
