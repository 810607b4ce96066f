import { join } from 'node:path';
import { buildNewReleaseMessage, sha256File } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from './format-problem';
import { idempotencyKey } from './idempotency-key';
import type { ManifestDocument } from './manifest-types';
import { ASSETS, writeManifest, writeManifestMedia } from './testing/manifest-media';
import { validateManifest, type ReadyRelease } from './validate-manifest';

const NOW = new Date('2027-01-04T12:00:00Z');

const VALID_CSV = `release_ref,title,artist,type,primary_genre,language,label,release_date,schedule,upc,platforms,featured_artists,cover,track_number,track_title,track_version,audio,isrc,explicit,contributors,performers
NT-001,Night Drive,The Test Tones,ep,electronic,en,Example Records,2027-03-05,standard,4006381333931,spotify; apple-music,Guest One,${ASSETS.cover},1,Intro,,${ASSETS.intro},QZABC2600001,no,"Jane Doe:writer:50; John Roe:composer:50",Jane Doe:vocals
NT-001,,,,,,,,,,,,,2,Night Drive,,${ASSETS.flacAsWav},QZ-ABC-26-00002,yes,Jane Doe:writer:100,"Jane Doe:vocals; John Roe:guitar"
NT-002,Four Forty,The Test Tones,single,pop,en,,2027-03-12,,,spotify,,${ASSETS.coverPng},1,Four Forty,live,${ASSETS.song},,no,Jane Doe:writer:100,Jane Doe
`;

/** The same two releases in the JSON form. */
const VALID_JSON: ManifestDocument = {
  $schema: '../manifest.schema.json',
  releases: [
    {
      release_ref: 'NT-001',
      title: 'Night Drive',
      artist: 'The Test Tones',
      type: 'ep',
      primary_genre: 'electronic',
      language: 'en',
      label: 'Example Records',
      release_date: '2027-03-05',
      schedule: 'standard',
      upc: '4006381333931',
      platforms: ['spotify', 'apple-music'],
      featured_artists: ['Guest One'],
      cover: ASSETS.cover,
      tracks: [
        {
          track_number: 2,
          title: 'Night Drive',
          audio: ASSETS.flacAsWav,
          isrc: 'QZ-ABC-26-00002',
          explicit: true,
          contributors: [{ name: 'Jane Doe', role: 'writer', share: 100 }],
          performers: [
            { name: 'Jane Doe', instrument: 'vocals' },
            { name: 'John Roe', instrument: 'guitar' },
          ],
        },
        {
          track_number: 1,
          title: 'Intro',
          audio: ASSETS.intro,
          isrc: 'QZABC2600001',
          explicit: false,
          contributors: [
            { name: 'Jane Doe', role: 'writer', share: 50 },
            { name: 'John Roe', role: 'composer', share: 50 },
          ],
          performers: [{ name: 'Jane Doe', instrument: 'vocals' }],
        },
      ],
    },
    {
      release_ref: 'NT-002',
      title: 'Four Forty',
      artist: 'The Test Tones',
      type: 'single',
      primary_genre: 'pop',
      language: 'en',
      release_date: '2027-03-12',
      platforms: ['spotify'],
      cover: ASSETS.coverPng,
      tracks: [
        {
          track_number: 1,
          title: 'Four Forty',
          version: 'live',
          audio: ASSETS.song,
          explicit: false,
          contributors: [{ name: 'Jane Doe', role: 'writer', share: 100 }],
          performers: [{ name: 'Jane Doe' }],
        },
      ],
    },
  ],
};

/** Problems as [row, field, code], the way a test reads them best. */
const where = (problems: readonly { row: string; field: string; code: string }[]) => problems.map(({ row, field, code }) => [row, field, code]);

const withoutSource = ({ source: _source, ...release }: ReadyRelease) => release;

let dir: string;
let remove: () => Promise<void>;
let fromCsv: ReadyRelease[];

beforeAll(async () => {
  ({ dir, remove } = await writeManifestMedia());
});
afterAll(() => remove());

describe('validateManifest with valid manifests', () => {
  it('reads a CSV of two releases into releases ready to send, each file checked and hashed', async () => {
    const progress: string[] = [];
    const result = await validateManifest(await writeManifest(dir, 'valid.csv', VALID_CSV), {
      now: NOW,
      concurrency: 2,
      onAsset: ({ name, total }) => progress.push(`${name}/${total}`),
    });
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(progress.sort()).toEqual([ASSETS.cover, ASSETS.coverPng, ASSETS.flacAsWav, ASSETS.intro, ASSETS.song].map((name) => `${name}/5`).sort());

    fromCsv = result.releases;
    const [ep, single] = fromCsv;
    expect(ep).toMatchObject({
      ref: 'NT-001',
      idempotencyKey: idempotencyKey({ release_ref: 'NT-001', upc: '4006381333931', artist: 'The Test Tones', title: 'Night Drive' }),
      source: { file: join(dir, 'valid.csv'), row: '2' },
      artistName: 'The Test Tones',
      release: {
        title: 'Night Drive',
        artistId: null,
        type: 'ep',
        primaryGenre: 'electronic',
        language: 'en',
        label: 'Example Records',
        releaseDate: '2027-03-05',
        upc: '4006381333931',
        platforms: ['spotify', 'apple-music'],
        featuredArtists: ['Guest One'],
        schedule: 'standard',
        hasArtwork: true,
        agreements: [],
      },
      cover: { name: ASSETS.cover, path: join(dir, ASSETS.cover), format: 'jpeg', sha256: await sha256File(join(dir, ASSETS.cover)) },
    });
    expect(ep?.tracks.map(({ draft, audio }) => [draft.number, draft.title, draft.isrc, draft.explicit, audio.name, audio.format])).toEqual([
      [1, 'Intro', 'QZABC2600001', false, ASSETS.intro, 'flac'],
      // A FLAC file called .wav is what its content is.
      [2, 'Night Drive', 'QZABC2600002', true, ASSETS.flacAsWav, 'flac'],
    ]);
    expect(ep?.tracks[0]?.draft).toMatchObject({
      durationMs: 5000,
      contributors: [
        { name: 'Jane Doe', role: 'writer', sharePercent: 50 },
        { name: 'John Roe', role: 'composer', sharePercent: 50 },
      ],
      performers: [{ name: 'Jane Doe', instrument: 'vocals' }],
    });
    expect(ep?.tracks[1]?.audio.sha256).toBe(await sha256File(join(dir, ASSETS.flacAsWav)));
    expect(single).toMatchObject({
      ref: 'NT-002',
      release: { type: 'single', upc: null, label: null, schedule: 'standard' },
      tracks: [{ draft: { title: 'Four Forty', version: 'live', isrc: null, durationMs: 65_000, performers: [{ name: 'Jane Doe', instrument: null }] } }],
    });
  });

  it('reads the same releases from JSON, tracks in any order', async () => {
    const result = await validateManifest(await writeManifest(dir, 'valid.json', JSON.stringify(VALID_JSON, null, 2)), { now: NOW });
    expect(result.problems).toEqual([]);
    expect(result.releases.map(withoutSource)).toEqual(fromCsv.map(withoutSource));
    expect(result.releases.map(({ source }) => source.row)).toEqual(['/releases/0', '/releases/1']);
  });

  it('imports an ERN 4.3 message of our own builder as the same release, its files checked against the message’s hashes', async () => {
    const [intro, nightDrive, cover] = await Promise.all([ASSETS.intro, ASSETS.flacAsWav, ASSETS.cover].map((name) => sha256File(join(dir, name))));
    const audioFile = (uri: string, sha256: string | undefined) => ({ uri, sha256: sha256 ?? '', codec: 'flac' as const, sampleRate: 8000, bitsPerSample: 16, channels: 1 });
    const xml = buildNewReleaseMessage({
      release: {
        releaseId: 'rel_1',
        upc: '4006381333931',
        title: 'Night Drive',
        type: 'ep',
        status: 'approved',
        primaryGenre: 'electronic',
        language: 'en',
        releaseDate: '2027-03-05',
        label: 'Example Records',
        artist: { id: 'art_1', name: 'The Test Tones' },
        featuredArtists: ['Guest One'],
        cover: { path: join(dir, ASSETS.cover), format: 'jpeg', width: 1500, height: 1500 },
        tracks: [
          {
            trackId: 'trk_1',
            number: 1,
            title: 'Intro',
            isrc: 'QZABC2600001',
            durationMs: 5000,
            explicit: false,
            contributors: [
              { name: 'Jane Doe', role: 'writer', sharePercent: 50 },
              { name: 'John Roe', role: 'composer', sharePercent: 50 },
            ],
            performers: [{ name: 'Jane Doe', instrument: 'vocals' }],
            audio: { path: join(dir, ASSETS.intro), format: 'flac' },
          },
          {
            trackId: 'trk_2',
            number: 2,
            title: 'Night Drive',
            isrc: 'QZABC2600002',
            durationMs: 66_000,
            explicit: true,
            contributors: [{ name: 'Jane Doe', role: 'writer', sharePercent: 100 }],
            performers: [
              { name: 'Jane Doe', instrument: 'vocals' },
              { name: 'John Roe', instrument: 'guitar' },
            ],
            audio: { path: join(dir, ASSETS.flacAsWav), format: 'flac' },
          },
        ],
      },
      context: { deliveryId: 'dlv_1', createdAt: '2027-01-02T10:00:00Z', sender: { dpid: 'PADPIDA0000000001X', name: 'Elsewhere' }, kind: 'new', isTest: false },
      recipient: { dpid: 'PADPIDA0000000002Y', name: 'A store' },
      territories: ['Worldwide'],
      deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }],
      files: {
        audio: new Map([
          ['trk_1', audioFile(ASSETS.intro, intro)],
          ['trk_2', audioFile(ASSETS.flacAsWav, nightDrive)],
        ]),
        cover: { uri: ASSETS.cover, sha256: cover ?? '', format: 'jpeg', width: 1500, height: 1500 },
      },
    });
    const ern = { platforms: ['spotify', 'apple-music'] };

    const result = await validateManifest(await writeManifest(dir, 'night-drive.xml', xml), { now: NOW, ern });
    expect(result.problems).toEqual([]);
    const [imported] = result.releases;
    expect(imported?.ref).toBe('4006381333931');
    // Everything but the reference (the message's UPC) is what the CSV said: same fields, credits, files and key.
    const { ref: _ref, ...fromErn } = withoutSource(imported as ReadyRelease);
    const { ref: _csvRef, ...expected } = withoutSource(fromCsv[0] as ReadyRelease);
    expect(fromErn).toEqual(expected);

    const swapped = xml.replace(nightDrive ?? '', intro ?? '');
    const mismatch = await validateManifest(await writeManifest(dir, 'swapped.xml', swapped), { now: NOW, ern });
    expect(where(mismatch.problems)).toEqual([['/NewReleaseMessage/ResourceList/SoundRecording[2]', 'SoundRecordingEdition/TechnicalDetails/DeliveryFile/File/URI', 'file_hash_mismatch']]);
    expect(mismatch.problems[0]?.file).toBe(join(dir, ASSETS.flacAsWav));
    expect(mismatch.releases).toEqual([]);
  });
});

describe('validateManifest with bad manifests', () => {
  it('reports each bad row of a CSV (missing column, unknown genre, 90 s of silence, repeated ISRC, broken quote) and returns nothing to upload', async () => {
    const csv = `release_ref,title,artist,type,primary_genre,label,release_date,platforms,cover,track_number,track_title,audio,isrc,contributors,performers
BAD-1,Gap Year,The Test Tones,single,electronic,,2027-03-05,spotify,${ASSETS.cover},1,Gap Year,${ASSETS.gap},QZABC2600010,Jane Doe:writer:100,Jane Doe:vocals
BAD-2,Polka Night,The Test Tones,single,polka,,2027-03-05,spotify,${ASSETS.cover},1,Polka Night,${ASSETS.song},QZABC2600010,Jane Doe:writer:100,Jane Doe:vocals
BAD-3,Quotes,The Test Tones,single,pop,,2027-03-05,spotify,${ASSETS.cover},1,Quotes,${ASSETS.song},QZABC2600011,Jane "JD" Doe:writer:100,Jane Doe:vocals
GOOD-1,Fine,The Test Tones,single,pop,,2027-03-05,spotify,${ASSETS.cover},1,Fine,${ASSETS.song},QZABC2600012,Jane Doe:writer:100,Jane Doe:vocals
`;
    const manifest = await writeManifest(dir, 'bad.csv', csv);
    const result = await validateManifest(manifest, { now: NOW });

    // The missing language column is named once: neither the releases nor their tracks repeat it.
    expect(where(result.problems)).toEqual([
      ['1', 'language', 'missing_column'],
      ['2', 'audio', 'silence_too_long'],
      ['3', 'isrc', 'duplicate_isrc_in_manifest'],
      ['3', 'primary_genre', 'not_in_list'],
      ['4', 'contributors', 'csv_broken_quote'],
    ]);
    expect(result.releases).toEqual([]);
    const lines = result.problems.map((problem) => formatProblem(problem, manifest));
    expect(lines[0]).toBe('line 1, language: The column “language” is missing.');
    expect(lines[1]).toMatch(
      new RegExp(`^line 2, audio \\(${join(dir, ASSETS.gap)}\\): The track has (89|90) seconds of silence starting at 0:0[45]\\. Silence may last at most 10 seconds\\.$`),
    );
    expect(lines[2]).toBe('line 3, isrc: A track of another release of the manifest has this ISRC (line 2).');
    expect(lines[3]).toMatch(/^line 3, primary_genre: “polka” is not one of: classical, country, electronic, .*, world\.$/);
    expect(lines[4]).toMatch(/^line 4, contributors: Broken quote: a quote stands inside a value that does not start with one\./);
  });

  it('reports what the domain’s rules and the media checks find in a JSON manifest, at each value’s pointer', async () => {
    const track = { track_number: 1, contributors: [{ name: 'Jane Doe', role: 'writer', share: 100 }], performers: [{ name: 'Jane Doe' }] };
    const release = { artist: 'The Test Tones', type: 'single', primary_genre: 'pop', language: 'en', release_date: '2027-03-05', platforms: ['spotify'] };
    const document = {
      releases: [
        {
          ...release,
          release_ref: 'J-1',
          title: 'Short Stuff',
          release_date: '2027-01-10',
          upc: '0199990000013',
          cover: ASSETS.smallCover,
          tracks: [
            {
              ...track,
              title: 'Tiny',
              audio: ASSETS.intro,
              explicit: 'maybe',
              contributors: [{ name: 'Jane Doe', role: 'writer', share: 60 }],
              performers: [{ name: 'Jane Doe', instrument: 'kazoo' }],
            },
          ],
        },
        {
          ...release,
          release_ref: 'J-2',
          title: 'Spotify Sessions',
          upc: '0199990000013',
          cover: ASSETS.cover,
          tracks: [
            { ...track, title: 'Notes', audio: ASSETS.notAudio, mood: 'happy' },
            { ...track, track_number: 2, title: 'Track 2', audio: 'audio/missing.flac' },
          ],
        },
      ],
    };
    const manifest = await writeManifest(dir, 'bad.json', JSON.stringify(document));
    const result = await validateManifest(manifest, { now: NOW, stores: [{ id: 'spotify', tier: 'free' }] });

    expect(where(result.problems)).toEqual([
      ['/releases/0', 'cover', 'image_too_small'],
      ['/releases/0', 'release_date', 'standard_notice'],
      ['/releases/0', 'upc', 'invalid_upc'],
      ['/releases/0/tracks/0', 'audio', 'audio_too_short'],
      ['/releases/0/tracks/0', 'contributors', 'contributor_shares_total'],
      ['/releases/0/tracks/0', 'explicit', 'wrong_type'],
      ['/releases/0/tracks/0', 'performers/0/instrument', 'not_in_list'],
      ['/releases/1', 'title', 'banned_words'],
      ['/releases/1', 'upc', 'duplicate_upc'],
      ['/releases/1', 'upc', 'invalid_upc'],
      ['/releases/1/tracks/0', 'audio', 'audio_format_unsupported'],
      ['/releases/1/tracks/0', 'mood', 'unknown_field'],
      ['/releases/1/tracks/1', 'audio', 'file_not_found'],
      ['/releases/1/tracks/1', 'title', 'invalid_song_title'],
    ]);
    expect(result.problems.find(({ code }) => code === 'image_too_small')).toMatchObject({
      file: join(dir, ASSETS.smallCover),
      message: 'Image dimensions are too small. Minimum required size is 1500px.',
    });
    expect(result.problems.find(({ code }) => code === 'standard_notice')?.message).toBe(
      "Standard releases need at least 3 weeks' notice. The earliest date is 2027-01-25.",
    );
    expect(result.problems.find(({ code }) => code === 'wrong_type')?.message).toBe('Expected yes or no (true or false), found “maybe”.');
    expect(result.releases).toEqual([]);
  });

  it('reports a release date too soon for a store it names, by that store’s lead time, leaving stores it does not know to the server', async () => {
    const [first] = VALID_JSON.releases;
    const document = { ...VALID_JSON, releases: [{ ...first!, schedule: 'express', release_date: '2027-01-12' }] };
    const manifest = await writeManifest(dir, 'too-soon.json', JSON.stringify(document));
    const leadTimeStores = [{ id: 'spotify', tier: 'free' as const, name: 'Spotify', leadTimeDays: 7 }];
    const result = await validateManifest(manifest, { now: NOW, leadTimeStores });
    expect(where(result.problems)).toEqual([['/releases/0', 'release_date', 'store_lead_time']]);
    // Monday 4 January: the review's 2 business days end on Wednesday 6, and Spotify needs 7 days more.
    expect(result.problems[0]?.message).toBe(
      'Spotify needs the release 7 days before it comes out, after a review of up to 2 business days: choose 2027-01-13 or later.',
    );
    const inTime = await writeManifest(dir, 'in-time.json', JSON.stringify({ ...document, releases: [{ ...document.releases[0], release_date: '2027-01-13' }] }));
    expect((await validateManifest(inTime, { now: NOW, leadTimeStores })).problems).toEqual([]);
  });

  it('reports a manifest that cannot be read, and one of an unknown format', async () => {
    const broken = await writeManifest(dir, 'broken.json', '{ "releases": [ { "title": "A" } ');
    expect(where((await validateManifest(broken)).problems)).toEqual([['', '', 'json_syntax']]);
    expect(where((await validateManifest(join(dir, 'absent.csv'))).problems)).toEqual([['', '', 'unreadable_manifest']]);
    expect(where((await validateManifest(join(dir, 'covers', 'cover.jpg'))).problems)).toEqual([['', '', 'unknown_format']]);
    const empty = await writeManifest(dir, 'empty.json', '{ "releases": [] }');
    expect(where((await validateManifest(empty)).problems)).toEqual([['', 'releases', 'manifest_empty']]);
  });
});
