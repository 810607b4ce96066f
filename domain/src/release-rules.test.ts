import { describe, expect, it } from 'vitest';
import { assignUpc } from './identifiers';
import {
  artistNameKey,
  checkAgreements,
  checkArtworkRequired,
  checkFeaturedArtists,
  checkFollowedArtists,
  checkLanguageRequired,
  checkPlatformRequired,
  checkPresave,
  checkPrimaryGenreRequired,
  checkReleaseDateRequired,
  checkReleaseHasArtist,
  checkReleaseType,
  checkSubmittable,
  checkTitleRequired,
  checkTrackCount,
  checkTrackRequired,
  checkUpc,
  followedArtistsRequired,
  releaseTypesFor,
} from './release-rules';
import { DEFAULT_SETTINGS } from './settings';

const complete = { title: 'First Light', artistId: 'a1', hasArtwork: true, tracks: [{ title: 'First Light', hasAudio: true }] };

describe('a release ready to submit', () => {
  it('passes when title, artist, artwork and a track with audio are there', () => {
    expect(checkSubmittable(complete)).toEqual([]);
  });

  it('names every missing field, each with its own code', () => {
    const errors = checkSubmittable({ title: '  ', artistId: null, hasArtwork: false, tracks: [] });
    expect(errors).toEqual([
      { code: 'title_required', field: 'title' },
      { code: 'artist_required', field: 'artistId' },
      { code: 'artwork_required', field: 'artwork' },
      { code: 'track_required', field: 'tracks' },
    ]);
  });

  it('checks each track', () => {
    const errors = checkSubmittable({ ...complete, tracks: [{ title: 'ok', hasAudio: true }, { title: '', hasAudio: false }] });
    expect(errors).toEqual([
      { code: 'title_required', field: 'tracks.1.title' },
      { code: 'audio_required', field: 'tracks.1.audio' },
    ]);
  });
});

describe('required release fields', () => {
  it('title: accepted when given, title_required when blank', () => {
    expect(checkTitleRequired('First Light')).toEqual([]);
    expect(checkTitleRequired(' ')).toEqual([{ code: 'title_required', field: 'title' }]);
    expect(checkTitleRequired(null, 'tracks.0.title')).toEqual([{ code: 'title_required', field: 'tracks.0.title' }]);
  });

  it('artwork: accepted when uploaded, artwork_required otherwise', () => {
    expect(checkArtworkRequired(true)).toEqual([]);
    expect(checkArtworkRequired(false)).toEqual([{ code: 'artwork_required', field: 'artwork' }]);
  });

  it('primary genre: accepted when chosen, primary_genre_required otherwise', () => {
    expect(checkPrimaryGenreRequired('pop')).toEqual([]);
    expect(checkPrimaryGenreRequired(null)).toEqual([{ code: 'primary_genre_required', field: 'primaryGenre' }]);
  });

  it('language: accepted when chosen, language_required otherwise', () => {
    expect(checkLanguageRequired('en')).toEqual([]);
    expect(checkLanguageRequired('')).toEqual([{ code: 'language_required', field: 'language' }]);
  });

  it('release date: accepted when given, release_date_required otherwise', () => {
    expect(checkReleaseDateRequired('2026-05-01')).toEqual([]);
    expect(checkReleaseDateRequired(null)).toEqual([{ code: 'release_date_required', field: 'releaseDate' }]);
  });

  it('platforms: at least one, platform_required otherwise', () => {
    expect(checkPlatformRequired(['spotify'])).toEqual([]);
    expect(checkPlatformRequired([])).toEqual([{ code: 'platform_required', field: 'platforms' }]);
    expect(checkPlatformRequired([' '])).toEqual([{ code: 'platform_required', field: 'platforms' }]);
  });

  it('tracks: at least one, track_required otherwise', () => {
    expect(checkTrackRequired([{}])).toEqual([]);
    expect(checkTrackRequired([])).toEqual([{ code: 'track_required', field: 'tracks' }]);
  });
});

describe('a release without an artist', () => {
  it('is accepted with an artist of the account', () => {
    expect(checkReleaseHasArtist({ artistId: 'a1', artistName: 'Ana Lima' })).toEqual([]);
  });

  it('is refused with no artist chosen (artist_required)', () => {
    expect(checkReleaseHasArtist({ artistId: null, artistName: null })).toEqual([{ code: 'artist_required', field: 'artistId' }]);
  });

  it('is refused when the artist is none of the account’s (release_without_artist)', () => {
    expect(checkReleaseHasArtist({ artistId: 'gone', artistName: null })).toEqual([{ code: 'release_without_artist', field: 'artistId' }]);
  });
});

describe('release agreements', () => {
  it('passes when all three are accepted', () => {
    expect(checkAgreements(['rights_owned', 'not_infringing', 'terms'])).toEqual([]);
  });

  it('names each agreement not accepted', () => {
    expect(checkAgreements(['rights_owned', 'something_else'])).toEqual([
      { code: 'agreement_required', field: 'agreements.not_infringing', params: { agreement: 'not_infringing' } },
      { code: 'agreement_required', field: 'agreements.terms', params: { agreement: 'terms' } },
    ]);
  });
});

describe('release type by plan', () => {
  it('lets PRO and Advanced choose any type', () => {
    expect(releaseTypesFor('pro')).toEqual(['single', 'ep', 'album', 'compilation']);
    expect(checkReleaseType('album', 'advanced')).toEqual([]);
    expect(checkReleaseType('single', 'free')).toEqual([]);
  });

  it('keeps the free plan to singles and refuses unknown types', () => {
    expect(checkReleaseType('ep', 'free')).toEqual([{ code: 'premium_required', field: 'type' }]);
    expect(checkReleaseType('mixtape', 'pro')).toEqual([{ code: 'invalid_choice', field: 'type' }]);
  });
});

describe('tracks per release', () => {
  it('accepts counts within the type’s range', () => {
    expect(checkTrackCount({ type: 'single', trackCount: 1, plan: 'free' })).toEqual([]);
    expect(checkTrackCount({ type: 'single', trackCount: 3, plan: 'pro' })).toEqual([]);
    expect(checkTrackCount({ type: 'ep', trackCount: 6, plan: 'pro' })).toEqual([]);
    expect(checkTrackCount({ type: 'album', trackCount: 40, plan: 'advanced' })).toEqual([]);
  });

  it('allows one track per release on the free plan (track_limit)', () => {
    expect(checkTrackCount({ type: 'single', trackCount: 2, plan: 'free' })).toEqual([
      { code: 'track_limit', field: 'tracks', params: { max: 1 } },
    ]);
  });

  it('refuses too many or too few for the type', () => {
    expect(checkTrackCount({ type: 'single', trackCount: 4, plan: 'pro' })).toEqual([{ code: 'track_limit', field: 'tracks', params: { max: 3 } }]);
    expect(checkTrackCount({ type: 'ep', trackCount: 1, plan: 'pro' })).toEqual([{ code: 'too_few_tracks', field: 'tracks', params: { min: 2 } }]);
    expect(checkTrackCount({ type: 'album', trackCount: 101, plan: 'pro' })).toEqual([{ code: 'track_limit', field: 'tracks', params: { max: 100 } }]);
  });

  it('leaves no tracks and unknown types to their own rules', () => {
    expect(checkTrackCount({ type: 'ep', trackCount: 0, plan: 'pro' })).toEqual([]);
    expect(checkTrackCount({ type: 'mixtape', trackCount: 9, plan: 'pro' })).toEqual([]);
  });
});

describe('entered UPC', () => {
  const upc = assignUpc('0199990', 42);

  it('is assigned when left blank, on every plan', () => {
    expect(checkUpc(null, 'free')).toEqual([]);
    expect(checkUpc('  ', 'pro')).toEqual([]);
  });

  it('accepts a PRO user’s UPC or EAN with its check digit', () => {
    expect(checkUpc(upc, 'pro')).toEqual([]);
    expect(checkUpc('036000291452', 'advanced')).toEqual([]);
    expect(checkUpc('0 36000 29145 2', 'pro')).toEqual([]);
  });

  it('refuses a wrong check digit or shape (invalid_upc), and any UPC on the free plan', () => {
    expect(checkUpc('036000291453', 'pro')).toEqual([{ code: 'invalid_upc', field: 'upc' }]);
    expect(checkUpc('12345', 'pro')).toEqual([{ code: 'invalid_upc', field: 'upc' }]);
    expect(checkUpc(upc, 'free')).toEqual([{ code: 'premium_required', field: 'upc' }]);
  });

  it('refuses a UPC in the platform’s company prefix (upc_reserved): only assignment hands those out', () => {
    expect(checkUpc(upc, 'pro', 'upc', '0199990')).toEqual([{ code: 'upc_reserved', field: 'upc', params: { prefix: '0199990' } }]);
    expect(checkUpc('036000291452', 'pro', 'upc', '0199990')).toEqual([]);
  });
});

describe('featured artists', () => {
  it('accepts other artists', () => {
    expect(checkFeaturedArtists(['Bea Costa'], ['Ana Lima'])).toEqual([]);
  });

  it('refuses the release’s own artist, ignoring case and spaces', () => {
    expect(checkFeaturedArtists(['Bea Costa', ' ana  LIMA '], ['Ana Lima'])).toEqual([
      { code: 'featured_is_main_artist', field: 'featuredArtists.1', params: { name: 'ana  LIMA' } },
    ]);
    expect(artistNameKey('DJ Snake')).toBe(artistNameKey('djsnake'));
  });

  it('ignores blank main artists', () => {
    expect(checkFeaturedArtists([''], [null, ''])).toEqual([]);
  });
});

describe('pre-save', () => {
  it('is accepted on PRO with a date, or when off', () => {
    expect(checkPresave({ presaveEnabled: true, presaveDate: '2026-04-01', plan: 'pro' })).toEqual([]);
    expect(checkPresave({ presaveEnabled: false, presaveDate: null, plan: 'free' })).toEqual([]);
  });

  it('is premium only and needs its date', () => {
    expect(checkPresave({ presaveEnabled: true, presaveDate: '2026-04-01', plan: 'free' })).toEqual([
      { code: 'premium_required', field: 'presaveEnabled' },
    ]);
    expect(checkPresave({ presaveEnabled: true, presaveDate: null, plan: 'pro' })).toEqual([{ code: 'required', field: 'presaveDate' }]);
  });
});

describe('following PRO artists', () => {
  const settings = { ...DEFAULT_SETTINGS, followProArtistsRequired: 5 };

  it('is required on the free plan, as many as the setting says', () => {
    expect(followedArtistsRequired('free', settings)).toBe(5);
    expect(followedArtistsRequired('free', { followProArtistsRequired: 3 })).toBe(3);
    expect(checkFollowedArtists({ plan: 'free', followed: 5, settings })).toEqual([]);
    expect(checkFollowedArtists({ plan: 'free', followed: 4, settings })).toEqual([
      { code: 'follow_artists_required', field: 'followedArtists', params: { required: 5, followed: 4 } },
    ]);
  });

  it('is optional for PRO and Advanced', () => {
    expect(followedArtistsRequired('pro', settings)).toBe(0);
    expect(checkFollowedArtists({ plan: 'pro', followed: 0, settings })).toEqual([]);
    expect(checkFollowedArtists({ plan: 'advanced', followed: 0, settings })).toEqual([]);
  });
});
