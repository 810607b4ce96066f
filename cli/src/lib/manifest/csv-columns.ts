import { RELEASE_REQUIRED, TRACK_REQUIRED } from './manifest-schema';
import type { ManifestRelease, ManifestTrack } from './manifest-types';

/** How a CSV cell holds its value (csv-cells.ts). */
export type CellKind = 'text' | 'integer' | 'boolean' | 'names' | 'contributors' | 'performers';

export interface CsvColumn {
  name: string;
  /** Release columns repeat on each of the release's rows (or stay blank after its first); track columns are the row's own. */
  level: 'release' | 'track';
  /** The JSON form's property the column fills. */
  property: string;
  kind: CellKind;
}

const release = (property: Exclude<keyof ManifestRelease, 'tracks'>, kind: CellKind = 'text'): CsvColumn => ({
  name: property,
  level: 'release',
  property,
  kind,
});

/** Track columns that would clash with a release column carry a `track_` prefix. */
const track = (property: keyof ManifestTrack, kind: CellKind = 'text', name: string = property): CsvColumn => ({
  name,
  level: 'track',
  property,
  kind,
});

/** The CSV's columns in the README's order: one row per track, the release's columns repeated. */
export const CSV_COLUMNS: readonly CsvColumn[] = [
  release('release_ref'),
  release('title'),
  release('artist'),
  release('type'),
  release('primary_genre'),
  release('secondary_genre'),
  release('language'),
  release('label'),
  release('release_date'),
  release('schedule'),
  release('upc'),
  release('platforms', 'names'),
  release('featured_artists', 'names'),
  release('cover'),
  track('track_number', 'integer'),
  track('title', 'text', 'track_title'),
  track('version', 'text', 'track_version'),
  track('audio'),
  track('isrc'),
  track('explicit', 'boolean'),
  track('language', 'text', 'track_language'),
  track('genre', 'text', 'track_genre'),
  track('artist', 'text', 'track_artist'),
  track('featured_artists', 'names', 'track_featured_artists'),
  track('contributors', 'contributors'),
  track('performers', 'performers'),
  track('lyrics'),
  track('composer_name'),
  track('composer_spotify_uri'),
];

/** The columns a CSV manifest must have: those of the schema's required properties. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS.filter((column) =>
  (column.level === 'release' ? (RELEASE_REQUIRED as readonly string[]) : (TRACK_REQUIRED as readonly string[])).includes(column.property),
);

const byName = new Map(CSV_COLUMNS.map((column) => [column.name, column]));

/** The column a header names, its case, spaces and hyphens aside ("Track Title" is track_title). */
export function columnNamed(header: string): CsvColumn | undefined {
  return byName.get(header.trim().toLowerCase().replace(/[\s-]+/g, '_'));
}

export function columnOf(level: CsvColumn['level'], property: string): CsvColumn | undefined {
  return CSV_COLUMNS.find((column) => column.level === level && column.property === property);
}
