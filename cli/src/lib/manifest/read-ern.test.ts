import { buildNewReleaseMessage, type DeliveryRelease, type DeliveryTrack } from '@slipcase/plugin-contract';
import { afterAll, describe, expect, it } from 'vitest';
import { readErnManifest } from './read-ern';
import { removeTempFiles, writeTempFile } from './testing/temp-file';

const track = (number: number, overrides: Partial<DeliveryTrack> = {}): DeliveryTrack => ({
  trackId: `trk_${number}`,
  number,
  title: `Song ${number}`,
  isrc: `QZABC26${String(number).padStart(5, '0')}`,
  durationMs: 180_000,
  explicit: false,
  contributors: [{ name: 'Jane Doe', role: 'writer', sharePercent: 100 }],
  performers: [{ name: 'Jane Doe' }],
  audio: { path: `/uploads/${number}.wav`, format: 'wav' },
  ...overrides,
});

/** A compilation with every version, a track by another artist in another language, and credits of every kind. */
const compilation: DeliveryRelease = {
  releaseId: 'rel_1',
  upc: '0199990000012',
  title: 'Every Version',
  type: 'compilation',
  status: 'approved',
  primaryGenre: 'rnb',
  language: 'en',
  releaseDate: '2027-03-05',
  label: null,
  artist: { id: 'art_1', name: 'Various Artists' },
  cover: { path: '/uploads/cover.png', format: 'png', width: 3000, height: 3000 },
  tracks: [
    track(1, { version: 'acoustic' }),
    track(2, { version: 'cover', explicit: true }),
    track(3, { version: 'instrumental', artistName: 'Other Artist', featuredArtists: ['Guest One'] }),
    track(4, {
      version: 'remix',
      contributors: [
        { name: 'Jane Doe', role: 'writer', sharePercent: 60 },
        { name: 'Jane Doe', role: 'producer', sharePercent: 40 },
        { name: 'Max Mix', role: 'mixing engineer' },
      ],
      performers: [{ name: 'Jane Doe', instrument: 'background vocals' }, { name: 'John Roe', instrument: 'viola da gamba' }],
    }),
  ],
};

function message(release: DeliveryRelease): string {
  return buildNewReleaseMessage({
    release,
    context: { deliveryId: 'dlv_1', createdAt: '2027-01-02T10:00:00Z', sender: { dpid: 'PADPIDA0000000001X', name: 'Elsewhere' }, kind: 'new', isTest: false },
    recipient: { dpid: 'PADPIDA0000000002Y', name: 'A store' },
    territories: ['Worldwide'],
    deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }],
    files: {
      audio: new Map(release.tracks.map((t) => [t.trackId, { uri: `resources/${t.number}.flac`, sha256: 'A'.repeat(64), codec: 'flac', sampleRate: 44_100, bitsPerSample: 16, channels: 2 }])),
      cover: { uri: 'resources/cover.png', sha256: 'b'.repeat(64), format: 'png', width: 3000, height: 3000 },
    },
  });
}

afterAll(removeTempFiles);

describe('readErnManifest', () => {
  it('reads what our ERN 4.3 builder writes back into the JSON form, versions, credits and shares included', async () => {
    const file = await writeTempFile('message.xml', message(compilation));
    const source = await readErnManifest(file, { platforms: ['spotify'], schedule: 'priority' });
    expect(source.problems).toEqual([]);
    expect(source.document).toEqual({
      releases: [
        {
          release_ref: '0199990000012',
          title: 'Every Version',
          artist: 'Various Artists',
          type: 'compilation',
          primary_genre: 'rnb',
          language: 'en',
          label: 'Various Artists',
          release_date: '2027-03-05',
          schedule: 'priority',
          upc: '0199990000012',
          platforms: ['spotify'],
          cover: 'resources/cover.png',
          tracks: [
            { track_number: 1, title: 'Song 1', version: 'acoustic', explicit: false },
            { track_number: 2, title: 'Song 2', version: 'cover', explicit: true },
            { track_number: 3, title: 'Song 3', version: 'instrumental', explicit: false, artist: 'Other Artist', featured_artists: ['Guest One'] },
            { track_number: 4, title: 'Song 4', version: 'remix', explicit: false },
          ].map((expected, index) => ({
            audio: `resources/${index + 1}.flac`,
            isrc: `QZABC26${String(index + 1).padStart(5, '0')}`,
            contributors: [{ name: 'Jane Doe', role: 'writer', share: 100 }],
            performers: [{ name: 'Jane Doe' }],
            ...expected,
            ...(index === 3 && {
              contributors: [
                { name: 'Jane Doe', role: 'writer', share: 60 },
                { name: 'Jane Doe', role: 'producer', share: 40 },
              ],
              performers: [{ name: 'Jane Doe', instrument: 'background vocals' }, { name: 'John Roe', instrument: 'viola da gamba' }],
            }),
          })),
        },
      ],
    });
    expect(source.expectedSha256).toEqual(new Map([...[1, 2, 3, 4].map((n) => [`resources/${n}.flac`, 'a'.repeat(64)] as const), ['resources/cover.png', 'b'.repeat(64)]]));
    // A credit Slipcase has no role for is left out, and said so.
    expect(source.warnings.map(({ row, field, code, message: text }) => [row, field, code, text])).toEqual([
      ['/NewReleaseMessage/ResourceList/SoundRecording[4]', 'Contributor[3]', 'ern_credit_dropped', 'Max Mix is credited as MixingEngineer, which Slipcase does not record: the credit is left out.'],
    ]);
    expect(source.locator.locate(['releases', 0, 'tracks', 3, 'performers', 1, 'instrument'])).toMatchObject({
      row: '/NewReleaseMessage/ResourceList/SoundRecording[4]',
      field: 'Contributor[5]',
    });
    expect(source.locator.locate(['releases', 0, 'primary_genre'])).toMatchObject({ row: '/NewReleaseMessage/ReleaseList/Release', field: 'Genre/GenreText' });
  });

  it('takes the release date given in place of the message’s, and a track’s own language', async () => {
    const release = { ...compilation, tracks: [track(1, {})] };
    const xml = message(release).replace('<LanguageOfPerformance>en</LanguageOfPerformance>', '<LanguageOfPerformance>pt</LanguageOfPerformance>');
    const source = await readErnManifest(await writeTempFile('message.xml', xml), { releaseDate: '2027-06-01' });
    expect(source.document).toMatchObject({ releases: [{ release_date: '2027-06-01', language: 'pt', tracks: [{ title: 'Song 1' }] }] });
  });

  it('reports a message the ERN 4.3 schema refuses, with its line, and reads nothing from it', async () => {
    const xml = message(compilation).replace(/\n\s*<ReleaseType>Album<\/ReleaseType>/, '');
    const source = await readErnManifest(await writeTempFile('message.xml', xml));
    expect(source.document).toBeNull();
    expect(source.problems).toHaveLength(1);
    expect(source.problems[0]).toMatchObject({ row: expect.stringMatching(/^line \d+$/), field: '', code: 'ern_invalid' });
    expect(source.problems[0]?.message).toMatch(/^Not a valid ERN 4.3 NewReleaseMessage: .*ReleaseId/);

    const malformed = await readErnManifest(await writeTempFile('message.xml', '<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">'));
    expect(malformed.problems.map(({ row, code }) => [row, code])).toEqual([['line 1', 'ern_invalid']]);
  });
});
