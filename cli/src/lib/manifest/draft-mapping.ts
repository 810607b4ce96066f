import type { ReleaseDraft, TrackDraft } from '@slipcase/domain';
import type { AssetFacts } from './inspect-assets';
import { entriesOf, fieldsOf, numberOf, textOf, textsOf, type Fields } from './loose-values';
import type { ManifestPath } from './problems';

/**
 * A manifest's release as the domain's ReleaseDraft, so that the wizard's own rules check it, and the way back:
 * the draft field a rule names (`tracks.0.contributors.1.sharePercent`) as the manifest's place
 * (['releases', 3, 'tracks', 0, 'contributors', 1, 'share']). The release is read as it is, schema-valid or not:
 * a value of the wrong type reads as absent (the schema reports it).
 */

/** The files a draft's audio and cover facts come from, by the name the manifest gives them. */
export interface DraftMedia {
  audio(name: string): AssetFacts | undefined;
}

export interface DraftOf {
  draft: ReleaseDraft;
  /** The manifest's index of each of draft.tracks, which are in track-number order. */
  trackIndexes: number[];
}

function trackDraft(track: Fields, index: number, media: DraftMedia): TrackDraft {
  const audioName = textOf(track.audio);
  const audio = audioName === null ? undefined : media.audio(audioName)?.audio;
  const lyrics = textOf(track.lyrics);
  return {
    title: textOf(track.title) ?? '',
    version: textOf(track.version),
    hasAudio: audioName !== null,
    // Only audio of an accepted format has a duration to check; other audio is refused for its format.
    durationMs: audio?.format ? Math.round(audio.durationSeconds * 1000) : null,
    silences: (audioName !== null && media.audio(audioName)?.silences) || [],
    number: numberOf(track.track_number) ?? index + 1,
    isrc: textOf(track.isrc),
    explicit: track.explicit === true,
    hasLyrics: lyrics !== null,
    lyrics,
    genre: textOf(track.genre),
    language: textOf(track.language),
    artistName: textOf(track.artist),
    featuredArtists: textsOf(track.featured_artists),
    contributors: entriesOf(track.contributors).map((credit) => ({
      name: textOf(credit.name) ?? '',
      role: textOf(credit.role) ?? '',
      sharePercent: numberOf(credit.share),
    })),
    performers: entriesOf(track.performers).map((credit) => ({ name: textOf(credit.name) ?? '', instrument: textOf(credit.instrument) })),
    composerName: textOf(track.composer_name),
    composerSpotifyUri: textOf(track.composer_spotify_uri),
  };
}

/**
 * The release as a draft. Its artist is named, not chosen from a list: the name stands for the artist profile the
 * uploader will find by it. No agreement is accepted here (the uploader asks for them) and pre-save is off.
 */
export function releaseDraftOf(value: unknown, media: DraftMedia): DraftOf {
  const release = fieldsOf(value);
  const tracks = entriesOf(release.tracks)
    .map((track, index) => ({ draft: trackDraft(track, index, media), index }))
    .sort((a, b) => a.draft.number - b.draft.number);
  return {
    draft: {
      title: textOf(release.title) ?? '',
      artistId: textOf(release.artist),
      type: textOf(release.type) ?? '',
      primaryGenre: textOf(release.primary_genre),
      secondaryGenre: textOf(release.secondary_genre),
      language: textOf(release.language),
      releaseDate: textOf(release.release_date),
      liveDate: null,
      label: textOf(release.label),
      upc: textOf(release.upc),
      hasArtwork: textOf(release.cover) !== null,
      platforms: textsOf(release.platforms),
      presaveEnabled: false,
      presaveDate: null,
      schedule: textOf(release.schedule) ?? 'standard',
      featuredArtists: textsOf(release.featured_artists),
      agreements: [],
      tracks: tracks.map((track) => track.draft),
    },
    trackIndexes: tracks.map((track) => track.index),
  };
}

/** The manifest's property for each draft field a rule can name. */
const RELEASE_PROPERTIES: Readonly<Record<string, string>> = {
  title: 'title',
  artistId: 'artist',
  type: 'type',
  primaryGenre: 'primary_genre',
  secondaryGenre: 'secondary_genre',
  language: 'language',
  label: 'label',
  upc: 'upc',
  featuredArtists: 'featured_artists',
  artwork: 'cover',
  platforms: 'platforms',
  releaseDate: 'release_date',
  schedule: 'schedule',
  tracks: 'tracks',
};
const TRACK_PROPERTIES: Readonly<Record<string, string>> = {
  number: 'track_number',
  title: 'title',
  version: 'version',
  audio: 'audio',
  isrc: 'isrc',
  language: 'language',
  genre: 'genre',
  artistName: 'artist',
  featuredArtists: 'featured_artists',
  contributors: 'contributors',
  performers: 'performers',
  lyrics: 'lyrics',
};
const CREDIT_PROPERTIES: Readonly<Record<string, string>> = { sharePercent: 'share' };

const segment = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);

/** Where in the manifest a draft field is: `tracks.0.isrc` of the release at `release` → ['releases', release, 'tracks', i, 'isrc']. */
export function manifestPathOf(field: string, release: number, trackIndexes: readonly number[]): ManifestPath {
  const [root = '', ...rest] = field.split('.');
  const base = ['releases', release];
  if (root !== 'tracks' || rest.length === 0) return [...base, RELEASE_PROPERTIES[root] ?? root, ...rest.map(segment)];
  const [index = '', property, item, part] = rest;
  const path = [...base, 'tracks', trackIndexes[Number(index)] ?? Number(index)];
  if (property === undefined) return path;
  return [
    ...path,
    TRACK_PROPERTIES[property] ?? property,
    ...(item === undefined ? [] : [segment(item)]),
    ...(part === undefined ? [] : [CREDIT_PROPERTIES[part] ?? part]),
  ];
}
