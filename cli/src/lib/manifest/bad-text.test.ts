import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS, writeManifest, writeManifestMedia } from './testing/manifest-media';
import { validateManifest } from './validate-manifest';

// The bad-input corpus's manifest cases (issue 17): each manifest is a good one with one value spoiled; it must be
// refused with the documented code at that value, and nothing handed back to upload.

const NOW = new Date('2027-01-04T12:00:00Z');

const track = {
  track_number: 1,
  title: 'Intro',
  audio: ASSETS.intro,
  explicit: false,
  lyrics: 'First line\nSecond line',
  contributors: [{ name: 'Jane Doe', role: 'writer', share: 100 }],
  performers: [{ name: 'Jane Doe', instrument: 'vocals' }],
};
const release = {
  release_ref: 'NT-1',
  title: 'Night Drive',
  artist: 'The Test Tones',
  type: 'single',
  primary_genre: 'electronic',
  language: 'en',
  release_date: '2027-03-05',
  platforms: ['spotify'],
  cover: ASSETS.cover,
  tracks: [track],
};

type Release = Record<string, unknown>;
const withRelease = (changes: Release) => ({ releases: [{ ...release, ...changes }] });
const withTrack = (changes: Release) => withRelease({ tracks: [{ ...track, ...changes }] });

const JSON_CASES: [string, unknown, string, string][] = [
  ['a NUL in the release title', withRelease({ title: 'Night\u0000Drive' }), '/releases/0', 'title'],
  ['an escape in the artist', withRelease({ artist: '\u001b[2JThe Test Tones' }), '/releases/0', 'artist'],
  ['a C1 CSI in the label', withRelease({ label: 'Label\u009b31m' }), '/releases/0', 'label'],
  ['a line break in the title', withRelease({ title: 'Night\nDrive' }), '/releases/0', 'title'],
  ['a NUL in the release reference', withRelease({ release_ref: 'NT\u00001' }), '/releases/0', 'release_ref'],
  ['a NUL in a featured artist', withRelease({ featured_artists: ['Guest\u0000One'] }), '/releases/0', 'featured_artists/0'],
  ['a NUL in a track title', withTrack({ title: 'In\u0000tro' }), '/releases/0/tracks/0', 'title'],
  ['a NUL in the lyrics', withTrack({ lyrics: 'First\u0000line' }), '/releases/0/tracks/0', 'lyrics'],
  ['a bell in a contributor', withTrack({ contributors: [{ name: 'Jane\u0007Doe', role: 'writer', share: 100 }] }), '/releases/0/tracks/0', 'contributors/0/name'],
];

const DATE_CASES: [string, string][] = [
  ['0000-00-00', 'invalid_date'],
  ['2027-13-45', 'invalid_date'],
  ['2027-02-30', 'invalid_date'],
];

let dir: string;
let remove: () => Promise<void>;

beforeAll(async () => {
  ({ dir, remove } = await writeManifestMedia());
});
afterAll(() => remove());

async function validated(name: string, content: string) {
  return validateManifest(await writeManifest(dir, name, content), { now: NOW, plan: 'pro' });
}

describe('manifests with control characters or impossible dates', () => {
  it('takes the good manifest the cases spoil, line breaks in its lyrics included', async () => {
    const result = await validated('good.json', JSON.stringify({ releases: [release] }));
    expect(result.problems).toEqual([]);
    expect(result.releases).toHaveLength(1);
  });

  it.each(JSON_CASES)('refuses %s (invalid_characters), with nothing to upload', async (_name, document, row, field) => {
    const result = await validated('bad.json', JSON.stringify(document));
    expect(result.problems.map(({ row, field, code }) => ({ row, field, code }))).toContainEqual({ row, field, code: 'invalid_characters' });
    expect(result.releases).toEqual([]);
  });

  it.each(DATE_CASES)('refuses the release date %s, never moving it to another day', async (date, code) => {
    const result = await validated('date.json', JSON.stringify(withRelease({ release_date: date })));
    expect(result.problems.map(({ field, code }) => ({ field, code }))).toContainEqual({ field: 'release_date', code });
    expect(result.releases).toEqual([]);
  });

  it('refuses a NUL in a CSV cell', async () => {
    const csv = `release_ref,title,artist,type,primary_genre,language,release_date,platforms,cover,track_number,track_title,audio,contributors,performers
NT-1,Night\u0000Drive,The Test Tones,single,electronic,en,2027-03-05,spotify,${ASSETS.cover},1,Intro,${ASSETS.intro},Jane Doe:writer:100,Jane Doe:vocals
`;
    const result = await validated('bad.csv', csv);
    expect(result.problems.map(({ row, field, code }) => ({ row, field, code }))).toContainEqual({ row: '2', field: 'title', code: 'invalid_characters' });
    expect(result.releases).toEqual([]);
  });
});
