import { describe, expect, it } from 'vitest';
import { sampleContext, sampleRelease } from '../testing/sample-release';
import { checkFeedInput, feedInputProblems } from './check-feed-input';
import { FeedInputError } from './feed-input-error';

const media = { audioPath: '/nowhere/a.wav', coverPath: '/nowhere/c.jpg', coverFormat: 'jpeg' as const, coverSizePx: 3000, durationMs: 65_000 };

describe('feedInputProblems', () => {
  it('finds nothing in a release a feed can carry', () => {
    expect(feedInputProblems(sampleRelease(media), sampleContext())).toEqual([]);
  });

  it('names each problem’s code and the path of its value, tracks by their place in the list', () => {
    const release = sampleRelease(media, { upc: '0199990000013', featuredArtists: ['Mara Vey', ' '] });
    const [track] = release.tracks;
    release.tracks = [
      { ...track!, number: 3 },
      {
        ...track!,
        trackId: 't2',
        number: 4,
        title: '',
        isrc: 'nope',
        contributors: [
          { name: 'Ana Ruiz', role: 'Composer', sharePercent: 80 },
          { name: 'Jon Ode', role: 'Lyricist', sharePercent: 30 },
        ],
      },
    ];
    expect(feedInputProblems(release, sampleContext())).toEqual([
      { message: 'UPC "0199990000013" is not a valid UPC/EAN', code: 'invalid_upc', field: 'upc' },
      { message: 'featured artist is empty', code: 'required', field: 'featuredArtists.1' },
      { message: 'track 4 title is empty', code: 'title_required', field: 'tracks.1.title' },
      { message: 'track 4: ISRC "nope" is not a valid ISRC', code: 'invalid_isrc', field: 'tracks.1.isrc' },
      {
        message: "track 4: contributors' shares add up to 110%, over 100%",
        code: 'contributor_shares_total',
        field: 'tracks.1.contributors',
        params: { total: 110 },
      },
    ]);
  });

  it('is what checkFeedInput throws, in its words', () => {
    const release = sampleRelease(media, { title: ' ', tracks: [] });
    expect(() => checkFeedInput(release, sampleContext())).toThrow(FeedInputError);
    expect(() => checkFeedInput(release, sampleContext())).toThrow('Cannot build the DDEX feed: release title is empty; the release has no tracks');
  });

  it("checks the artist's profile id of the store the feed is for, and only that store's", () => {
    const release = sampleRelease(media, { artist: { id: 'a', name: 'Example Artist', storeIds: { spotify: 'spotify:artist:<x/>', tidal: '3346' } } });
    expect(feedInputProblems(release, sampleContext(), 'spotify')).toEqual([
      {
        message: "the artist's Spotify profile is not a Spotify artist id",
        code: 'invalid_store_profile',
        field: 'artist.storeIds.spotify',
        params: { store: 'Spotify' },
      },
    ]);
    expect(feedInputProblems(release, sampleContext(), 'tidal')).toEqual([]);
    expect(feedInputProblems(release, sampleContext())).toEqual([]);
  });
});
