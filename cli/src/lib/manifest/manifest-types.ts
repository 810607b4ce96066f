import type { ArtistGenre, ContributorRole, Instrument, ReleaseLanguage, ReleaseSchedule, ReleaseType, TrackVersion } from '@slipcase/domain';

/**
 * A bulk-upload manifest as its JSON form writes it (cli/manifest.schema.json). The CSV and ERN 4.3 readers make
 * the same object, so one schema and one set of checks serve the three forms. Property names are the CSV's
 * columns (a track's `title` is the CSV's `track_title`, see csv-columns.ts).
 */
export interface ManifestDocument {
  /** Lets editors find the schema; ignored. */
  $schema?: string;
  releases: ManifestRelease[];
}

export interface ManifestRelease {
  /** The label's own reference for the release, unique in the manifest: it groups a CSV's rows. */
  release_ref: string;
  title: string;
  /** The name of one of the account's artist profiles. */
  artist: string;
  type: ReleaseType;
  primary_genre: ArtistGenre;
  secondary_genre?: ArtistGenre;
  language: ReleaseLanguage;
  label?: string;
  /** YYYY-MM-DD. */
  release_date: string;
  schedule?: ReleaseSchedule;
  /** Blank to have one assigned. */
  upc?: string;
  /** Store ids. */
  platforms: string[];
  featured_artists?: string[];
  /** The cover's path, relative to the assets folder. */
  cover: string;
  tracks: ManifestTrack[];
}

export interface ManifestTrack {
  track_number: number;
  title: string;
  version?: TrackVersion;
  /** The audio file's path, relative to the assets folder. */
  audio: string;
  /** Blank to have one assigned. */
  isrc?: string;
  explicit?: boolean;
  /** The release's language when absent. */
  language?: ReleaseLanguage;
  /** The release's primary genre when absent. */
  genre?: ArtistGenre;
  /** The track's own main artist when it is not the release's. */
  artist?: string;
  featured_artists?: string[];
  contributors: ManifestContributor[];
  performers: ManifestPerformer[];
  lyrics?: string;
  composer_name?: string;
  composer_spotify_uri?: string;
}

export interface ManifestContributor {
  name: string;
  role: ContributorRole;
  /** Percent of the track; a track's shares total 100. */
  share: number;
}

export interface ManifestPerformer {
  name: string;
  /** Absent for a singer without an instrument of the list. */
  instrument?: Instrument;
}
