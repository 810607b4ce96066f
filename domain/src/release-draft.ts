/**
 * A release as the wizard, the /v1 API and the CLI hold it before submission (001 §3): a plain object that the
 * rules of release-rules.ts, track-rules.ts, titles.ts and release-check.ts read. Choices a user makes from a
 * list (type, version, role, instrument, schedule) are plain strings here because they arrive from forms and
 * JSON unchecked; the rules refuse values outside the lists below.
 */
import type { IsoDate } from './calendar-date';

/** Release types (001 §3). Free plans make singles only (see checkReleaseType). */
export const RELEASE_TYPES = ['single', 'ep', 'album', 'compilation'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

/** Track versions (001 §3); a missing version means the original. */
export const TRACK_VERSIONS = ['original', 'acoustic', 'cover', 'instrumental', 'live', 'remix'] as const;
export type TrackVersion = (typeof TRACK_VERSIONS)[number];

/** Contributor roles (001 §3). */
export const CONTRIBUTOR_ROLES = ['arranger', 'composer', 'lyricist', 'producer', 'writer'] as const;
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

/** Performers' instruments (001 §3), in the specification's order. */
export const INSTRUMENTS = [
  'accordion',
  'background vocals',
  'banjo',
  'bass',
  'bass guitar',
  'bassoon',
  'bells',
  'cello',
  'clarinet',
  'drums',
  'fiddle',
  'flute',
  'guitar',
  'harmonica',
  'harp',
  'horns',
  'keyboards',
  'lute',
  'oboe',
  'organ',
  'other',
  'percussion',
  'piano',
  'recorder',
  'saxophone',
  'synthesizer',
  'tambourine',
  'trombone',
  'trumpet',
  'viola',
  'viola da gamba',
  'violin',
  'vocals',
  'whistle',
  'xylophone',
] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

/**
 * The agreements every release must accept before submission (001 §5; one text lists two, the others three, and
 * the three are kept): the artist owns the rights to everything in it, it infringes no one else's rights, and
 * the artist accepts the distribution terms.
 */
export const RELEASE_AGREEMENTS = ['rights_owned', 'not_infringing', 'terms'] as const;
export type ReleaseAgreement = (typeof RELEASE_AGREEMENTS)[number];

const member =
  <T extends string>(list: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    (list as readonly (string | null | undefined)[]).includes(value);

export const isReleaseType = member(RELEASE_TYPES);
export const isTrackVersion = member(TRACK_VERSIONS);
export const isContributorRole = member(CONTRIBUTOR_ROLES);
export const isInstrument = member(INSTRUMENTS);

/** Someone credited for writing or producing a track, with their share of it. */
export interface ContributorDraft {
  name: string;
  /** One of CONTRIBUTOR_ROLES. */
  role: string;
  /** Percent of the track, at most two decimals (33.33); null until entered. All of a track's total 100. */
  sharePercent: number | null;
}

/** Someone who plays or sings on a track. */
export interface PerformerDraft {
  name: string;
  /** One of INSTRUMENTS; null when not given. */
  instrument: string | null;
}

/** A stretch of silence the audio analysis found, in milliseconds from the start of the track. */
export interface SilentStretch {
  startMs: number;
  endMs: number;
}

export interface TrackDraft {
  title: string;
  /** One of TRACK_VERSIONS; null or '' means the original. */
  version: string | null;
  hasAudio: boolean;
  /** Auto-detected from the audio; null until it has been analysed. */
  durationMs: number | null;
  /** Silent stretches the audio analysis found (any length; the rule picks those over the limit). */
  silences: readonly SilentStretch[];
  /** 1-based position on the release. */
  number: number;
  /** Entered by the artist (PRO and Advanced only); null or '' to have one assigned (a stored, assigned ISRC is null here). */
  isrc: string | null;
  explicit: boolean;
  hasLyrics: boolean;
  lyrics: string | null;
  /** Null or '': the release's primary genre. */
  genre: string | null;
  /** Null or '': the release's language. */
  language: string | null;
  /** The track's own main artist; null or '' means the release's artist. */
  artistName: string | null;
  featuredArtists: readonly string[];
  contributors: readonly ContributorDraft[];
  performers: readonly PerformerDraft[];
  composerName: string | null;
  composerSpotifyUri: string | null;
}

export interface ReleaseDraft {
  title: string;
  artistId: string | null;
  /** One of RELEASE_TYPES. */
  type: string;
  primaryGenre: string | null;
  secondaryGenre: string | null;
  language: string | null;
  releaseDate: IsoDate | null;
  liveDate: IsoDate | null;
  label: string | null;
  /** Entered by the artist (PRO and Advanced only); null or '' to have one assigned (a stored, assigned UPC is null here). */
  upc: string | null;
  hasArtwork: boolean;
  /** Store ids the artist picked. */
  platforms: readonly string[];
  presaveEnabled: boolean;
  presaveDate: IsoDate | null;
  /** One of RELEASE_SCHEDULES (standard, priority, express). */
  schedule: string;
  /** Featured artists of the whole release, by name. */
  featuredArtists: readonly string[];
  /** The ids of RELEASE_AGREEMENTS accepted, as Release.agreements stores them. */
  agreements: readonly string[];
  tracks: readonly TrackDraft[];
}

/** What a track's form (the wizard's, `/v1`'s PATCH) sets: a track's details and credits, lists copied. */
export function trackDetails(track: TrackDraft) {
  return {
    title: track.title,
    version: track.version,
    explicit: track.explicit,
    hasLyrics: track.hasLyrics,
    lyrics: track.lyrics,
    genre: track.genre,
    language: track.language,
    artistName: track.artistName,
    featuredArtists: [...track.featuredArtists],
    isrc: track.isrc,
    composerName: track.composerName,
    composerSpotifyUri: track.composerSpotifyUri,
    contributors: track.contributors.map((each) => ({ ...each })),
    performers: track.performers.map((each) => ({ ...each })),
  };
}

/** An empty track at `number`, for a new row of the tracks step and for tests. */
export function emptyTrackDraft(number: number): TrackDraft {
  return {
    title: '',
    version: null,
    hasAudio: false,
    durationMs: null,
    silences: [],
    number,
    isrc: null,
    explicit: false,
    hasLyrics: false,
    lyrics: null,
    genre: null,
    language: null,
    artistName: null,
    featuredArtists: [],
    contributors: [],
    performers: [],
    composerName: null,
    composerSpotifyUri: null,
  };
}

/** A new, empty single: what the wizard starts from. */
export function emptyReleaseDraft(): ReleaseDraft {
  return {
    title: '',
    artistId: null,
    type: 'single',
    primaryGenre: null,
    secondaryGenre: null,
    language: null,
    releaseDate: null,
    liveDate: null,
    label: null,
    upc: null,
    hasArtwork: false,
    platforms: [],
    presaveEnabled: false,
    presaveDate: null,
    schedule: 'standard',
    featuredArtists: [],
    agreements: [],
    tracks: [],
  };
}
