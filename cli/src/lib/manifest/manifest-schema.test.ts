import { readFile } from 'node:fs/promises';
import {
  ARTIST_GENRES,
  CONTRIBUTOR_ROLES,
  INSTRUMENTS,
  RELEASE_LANGUAGES,
  RELEASE_SCHEDULES,
  RELEASE_TYPES,
  TRACK_VERSIONS,
} from '@slipcase/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { matchesSchema } from './check-schema';
import { CSV_COLUMNS, REQUIRED_COLUMNS } from './csv-columns';
import { CONTRIBUTOR_SCHEMA, MANIFEST_SCHEMA, PERFORMER_SCHEMA, RELEASE_SCHEMA, TRACK_SCHEMA } from './manifest-schema';
import { readCsvManifest } from './read-csv';
import { MANIFEST_SCHEMA_FILE, manifestSchemaText } from './schema-file';
import { removeTempFiles, writeTempFile } from './testing/temp-file';

const release = RELEASE_SCHEMA;
const track = TRACK_SCHEMA;

afterAll(removeTempFiles);

describe('the manifest schema', () => {
  it('is the file cli/manifest.schema.json (rewrite it with node --import tsx cli/src/lib/manifest/write-schema-file.ts)', async () => {
    expect(await readFile(MANIFEST_SCHEMA_FILE, 'utf8')).toBe(manifestSchemaText());
  });

  it('takes its lists from the domain', () => {
    expect(release.properties.type.enum).toEqual(RELEASE_TYPES);
    expect(release.properties.primary_genre.enum).toEqual(ARTIST_GENRES);
    expect(release.properties.secondary_genre.enum).toEqual(ARTIST_GENRES);
    expect(release.properties.language.enum).toEqual(RELEASE_LANGUAGES);
    expect(release.properties.schedule.enum).toEqual(RELEASE_SCHEDULES);
    expect(track.properties.version.enum).toEqual(TRACK_VERSIONS);
    expect(track.properties.language.enum).toEqual(RELEASE_LANGUAGES);
    expect(track.properties.genre.enum).toEqual(ARTIST_GENRES);
    expect(CONTRIBUTOR_SCHEMA.properties.role.enum).toEqual(CONTRIBUTOR_ROLES);
    expect(PERFORMER_SCHEMA.properties.instrument.enum).toEqual(INSTRUMENTS);
    expect(MANIFEST_SCHEMA.properties.releases.items).toBe(RELEASE_SCHEMA);
    expect(RELEASE_SCHEMA.properties.tracks.items).toBe(TRACK_SCHEMA);
  });

  it('has a CSV column for every property of a release and of a track, and a property for every column', () => {
    const properties = (level: 'release' | 'track') => CSV_COLUMNS.filter((column) => column.level === level).map((column) => column.property).sort();
    expect(properties('release')).toEqual(Object.keys(release.properties).filter((name) => name !== 'tracks').sort());
    expect(properties('track')).toEqual(Object.keys(track.properties).sort());
    expect(new Set(CSV_COLUMNS.map((column) => column.name)).size).toBe(CSV_COLUMNS.length);
    expect(REQUIRED_COLUMNS.map((column) => column.name)).toEqual([
      'release_ref', 'title', 'artist', 'type', 'primary_genre', 'language', 'release_date', 'platforms', 'cover',
      'track_number', 'track_title', 'audio', 'contributors', 'performers',
    ]);
  });

  it('accepts what a CSV with every column reads into', async () => {
    const header = CSV_COLUMNS.map((column) => column.name).join(',');
    const row = [
      'R1', 'Night Drive', 'The Test Tones', 'ep', 'electronic', 'pop', 'en', 'Example Records', '2027-03-05', 'priority',
      '0199990000012', 'spotify; deezer', 'Guest One; Guest Two', 'cover.jpg', '1', 'Intro', 'live', 'intro.wav', 'QZABC2600001',
      'yes', 'es', 'rock', 'Other Artist', 'Guest Three', '"Jane Doe:writer:33.33; John Roe:composer:66.67%"',
      '"Jane Doe:vocals; John Roe"', '"La la, la"', 'Jane Doe', 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF',
    ].join(',');
    const source = await readCsvManifest(await writeTempFile('all.csv', `${header}\n${row}\n`));
    expect(source.problems).toEqual([]);
    expect(matchesSchema(source.document)).toBe(true);
    expect(source.document).toMatchObject({
      releases: [
        {
          platforms: ['spotify', 'deezer'],
          tracks: [
            {
              track_number: 1,
              explicit: true,
              contributors: [
                { name: 'Jane Doe', role: 'writer', share: 33.33 },
                { name: 'John Roe', role: 'composer', share: 66.67 },
              ],
              performers: [{ name: 'Jane Doe', instrument: 'vocals' }, { name: 'John Roe' }],
              lyrics: 'La la, la',
            },
          ],
        },
      ],
    });
  });
});
