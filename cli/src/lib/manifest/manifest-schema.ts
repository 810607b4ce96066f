import {
  ARTIST_GENRES,
  CONTRIBUTOR_ROLES,
  INSTRUMENTS,
  ISO_DATE_PATTERN,
  RELEASE_LANGUAGES,
  RELEASE_SCHEDULES,
  RELEASE_TYPES,
  STANDARD_NOTICE_WEEKS,
  TRACK_VERSIONS,
} from '@slipcase/domain';
import type { ManifestContributor, ManifestPerformer, ManifestRelease, ManifestTrack } from './manifest-types';

/**
 * The JSON Schema (draft-07) of a manifest, built from the domain's lists: cli/manifest.schema.json is this object
 * written out (write-schema-file.ts), and a test keeps the two equal. The schema says what shape a manifest has;
 * what a value must be beyond that (a real date with enough notice, a UPC's check digit, shares totalling 100)
 * is the domain's rules', checked after it.
 */

/** Properties a release or a track must have (and so the CSV columns a manifest must have). */
export const RELEASE_REQUIRED = [
  'release_ref',
  'title',
  'artist',
  'type',
  'primary_genre',
  'language',
  'release_date',
  'platforms',
  'cover',
  'tracks',
] as const satisfies readonly (keyof ManifestRelease)[];
export const TRACK_REQUIRED = ['track_number', 'title', 'audio', 'contributors', 'performers'] as const satisfies readonly (keyof ManifestTrack)[];
const CONTRIBUTOR_REQUIRED = ['name', 'role', 'share'] as const satisfies readonly (keyof ManifestContributor)[];
const PERFORMER_REQUIRED = ['name'] as const satisfies readonly (keyof ManifestPerformer)[];

/** The one pattern of the schema; a value that misses it is reported as an invalid date. */
export const DATE_PATTERN = ISO_DATE_PATTERN.source;

type Properties<T> = Record<keyof T, Record<string, unknown>>;

const text = (description: string) => ({ type: 'string', description });
const oneOf = (values: readonly string[], description: string) => ({ type: 'string', enum: [...values], description });
const names = (description: string) => ({ type: 'array', items: { type: 'string' }, description });
const object = <T>(properties: Properties<T>, required: readonly (keyof T & string)[], description: string) => ({
  type: 'object',
  description,
  properties,
  required: [...required],
  additionalProperties: false,
});

export const CONTRIBUTOR_SCHEMA = object<ManifestContributor>(
  {
    name: text('Full name: more than 2 characters and at least two words.'),
    role: oneOf(CONTRIBUTOR_ROLES, 'What they did.'),
    share: { type: 'number', description: 'Percent of the track, at most two decimals; a track’s shares total 100.' },
  },
  CONTRIBUTOR_REQUIRED,
  'Someone credited for writing or producing the track.',
);

export const PERFORMER_SCHEMA = object<ManifestPerformer>(
  {
    name: text('Who plays or sings.'),
    instrument: oneOf(INSTRUMENTS, 'What they play; leave out for a singer.'),
  },
  PERFORMER_REQUIRED,
  'Someone who plays or sings on the track.',
);

export const TRACK_SCHEMA = object<ManifestTrack>(
  {
    track_number: { type: 'integer', minimum: 1, description: 'Position on the release: 1, 2, 3… without gaps or repeats.' },
    title: text('The song’s title, without version or featured artists.'),
    version: oneOf(TRACK_VERSIONS, 'Leave out for the original.'),
    audio: text('Path of the audio file (WAV, FLAC, AIFF or MP3), relative to the assets folder.'),
    isrc: text('CC-XXX-YY-NNNNN (hyphens optional); leave out to have one assigned.'),
    explicit: { type: 'boolean', description: 'Explicit lyrics; false when left out.' },
    language: oneOf(RELEASE_LANGUAGES, 'ISO 639-1 (zxx: no words); the release’s when left out.'),
    genre: oneOf(ARTIST_GENRES, 'The release’s primary genre when left out.'),
    artist: text('The track’s own main artist, when it is not the release’s.'),
    featured_artists: names('Featured artists of this track.'),
    contributors: { type: 'array', items: CONTRIBUTOR_SCHEMA, description: 'At least one; their shares total 100.' },
    performers: { type: 'array', items: PERFORMER_SCHEMA, description: 'At least one.' },
    lyrics: text('The lyrics, when the track has words.'),
    composer_name: text('The composer’s name as stores show it.'),
    composer_spotify_uri: text('The composer’s Spotify artist URI.'),
  },
  TRACK_REQUIRED,
  'One track of the release.',
);

export const RELEASE_SCHEMA = object<ManifestRelease>(
  {
    release_ref: text('Your reference for the release, unique in the manifest (a CSV’s rows with the same one form the release).'),
    title: text('The release’s title.'),
    artist: text('The name of one of your artist profiles.'),
    type: oneOf(RELEASE_TYPES, 'Release type.'),
    primary_genre: oneOf(ARTIST_GENRES, 'Primary genre.'),
    secondary_genre: oneOf(ARTIST_GENRES, 'Secondary genre.'),
    language: oneOf(RELEASE_LANGUAGES, 'Language of the lyrics, ISO 639-1 (zxx: no words).'),
    label: text('Record label; the artist’s name is used when left out.'),
    release_date: { type: 'string', pattern: DATE_PATTERN, description: `YYYY-MM-DD; a standard release needs ${STANDARD_NOTICE_WEEKS} weeks’ notice, and each chosen store its lead time (\`slipcase plugins list\`).` },
    schedule: oneOf(RELEASE_SCHEDULES, 'Delivery schedule; standard when left out.'),
    upc: text('UPC or EAN (12 or 13 digits); leave out to have one assigned.'),
    platforms: names('Ids of the stores to deliver to (`slipcase plugins list`).'),
    featured_artists: names('Featured artists of the whole release.'),
    cover: text('Path of the cover (square JPEG or PNG, at least 1500 px), relative to the assets folder.'),
    tracks: { type: 'array', items: TRACK_SCHEMA, description: 'The tracks, at least one.' },
  },
  RELEASE_REQUIRED,
  'One release and its tracks.',
);

export const MANIFEST_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Slipcase bulk upload manifest',
  description: 'Releases to create with `slipcase upload`, one entry per release with its tracks. See cli/README.md.',
  type: 'object',
  properties: {
    $schema: { type: 'string', description: 'The path or address of this schema, for editors.' },
    releases: { type: 'array', items: RELEASE_SCHEMA, description: 'The releases, each with its tracks.' },
  },
  required: ['releases'],
  additionalProperties: false,
} as const;
