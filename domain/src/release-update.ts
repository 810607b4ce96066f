import { ARTIST_GENRES } from './artist-rules';
import type { FieldError } from './errors';
import type { ContributorDraft, PerformerDraft } from './release-draft';
import type { ReleaseStatus } from './release-status';
import { checkContributorRequired, checkContributors, checkContributorShares, checkPerformerRequired, checkPerformers } from './track-rules';
import { LYRICS_MAX_LENGTH, isTextTooLong } from './text-limits';
import { UPDATABLE_FIELDS, type UpdatableField } from './updatable-fields';

export { UPDATABLE_FIELDS, type UpdatableField };

/**
 * Updates to a release the stores have (001 §4 "updated"): what an owner may change once it is approved or live,
 * and what needs a new release instead. A store links plays, charts and royalties to a track by its ISRC and to its
 * audio by the recording; the title, the artists and the track list identify the product itself.
 */


/** Changing these would break the stores' link between the track and its plays: refused. */
export const TRACK_LINKING_FIELDS = ['isrc', 'audio'] as const;

/** What identifies the product: a change is a new release. */
export const NEW_RELEASE_FIELDS = [
  'title',
  'artist',
  'upc',
  'type',
  'language',
  'featuredArtists',
  'tracks',
  'trackTitle',
  'trackVersion',
  'trackArtist',
  'trackLanguage',
] as const;

export type ReleaseField = UpdatableField | (typeof TRACK_LINKING_FIELDS)[number] | (typeof NEW_RELEASE_FIELDS)[number];

/** Changes an operator looks at before the stores get them: what the stores show as the product's face and rights. */
export const REVIEWED_FIELDS: readonly UpdatableField[] = ['artwork', 'label', 'credits', 'lyrics'];

/** Statuses in which the stores have (or are about to have) the release: the only ones an update applies to. */
export const UPDATABLE_STATUSES = ['approved', 'published'] as const satisfies readonly ReleaseStatus[];

/**
 * Whether a release takes an update: approved or published, or with a takedown requested while a store keeps it
 * that the takedown is not removing yet (`stores`, storesToUpdate): a takedown touches only the stores it names,
 * and only from its day. The update reaches those stores.
 */
export function isReleaseUpdatable(status: ReleaseStatus, stores: readonly string[]): boolean {
  if ((UPDATABLE_STATUSES as readonly string[]).includes(status)) return true;
  return status === 'takedown_requested' && stores.length > 0;
}

export interface SnapshotTrack {
  id: string;
  number: number;
  title: string;
  version: string | null;
  isrc: string;
  audioSha256: string;
  artistName: string | null;
  featuredArtists: readonly string[];
  language: string | null;
  explicit: boolean;
  lyrics: string | null;
  genre: string | null;
  contributors: readonly ContributorDraft[];
  performers: readonly PerformerDraft[];
}

/** A release as an update compares it: every field that the stores see or that identifies it. */
export interface ReleaseSnapshot {
  title: string;
  artistId: string;
  upc: string;
  type: string;
  language: string;
  featuredArtists: readonly string[];
  primaryGenre: string;
  secondaryGenre: string | null;
  label: string | null;
  /** ISO date. */
  releaseDate: string;
  coverSha256: string | null;
  tracks: readonly SnapshotTrack[];
}

/** One changed field; `trackId` when it is a track's. */
export interface ReleaseChange {
  field: ReleaseField;
  trackId?: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const RELEASE_FIELDS: ReadonlyArray<[keyof ReleaseSnapshot, ReleaseField]> = [
  ['title', 'title'],
  ['artistId', 'artist'],
  ['upc', 'upc'],
  ['type', 'type'],
  ['language', 'language'],
  ['featuredArtists', 'featuredArtists'],
  ['primaryGenre', 'genre'],
  ['secondaryGenre', 'genre'],
  ['label', 'label'],
  ['releaseDate', 'releaseDate'],
  ['coverSha256', 'artwork'],
];

const TRACK_FIELDS: ReadonlyArray<[keyof SnapshotTrack, ReleaseField]> = [
  ['title', 'trackTitle'],
  ['version', 'trackVersion'],
  ['artistName', 'trackArtist'],
  ['featuredArtists', 'trackArtist'],
  ['language', 'trackLanguage'],
  ['isrc', 'isrc'],
  ['audioSha256', 'audio'],
  ['explicit', 'explicit'],
  ['lyrics', 'lyrics'],
  ['genre', 'genre'],
  ['contributors', 'credits'],
  ['performers', 'credits'],
];

function addOnce(changes: ReleaseChange[], change: ReleaseChange): void {
  if (!changes.some((c) => c.field === change.field && c.trackId === change.trackId)) changes.push(change);
}

/** What differs between the release the stores have and the proposed one, each field once (per track). */
export function releaseChanges(before: ReleaseSnapshot, after: ReleaseSnapshot): ReleaseChange[] {
  const changes: ReleaseChange[] = [];
  for (const [key, field] of RELEASE_FIELDS) if (!same(before[key], after[key])) addOnce(changes, { field });
  const ids = (tracks: readonly SnapshotTrack[]) => tracks.map((t) => `${t.id}:${t.number}`);
  if (!same(ids(before.tracks), ids(after.tracks))) addOnce(changes, { field: 'tracks' });
  for (const track of after.tracks) {
    const old = before.tracks.find((t) => t.id === track.id);
    if (!old) continue;
    for (const [key, field] of TRACK_FIELDS) if (!same(old[key], track[key])) addOnce(changes, { field, trackId: track.id });
  }
  return changes;
}

export const isUpdatableField = (field: string): field is UpdatableField => (UPDATABLE_FIELDS as readonly string[]).includes(field);

/** The updatable fields among the changes, each once, in UPDATABLE_FIELDS order. */
export function changedFields(changes: readonly ReleaseChange[]): UpdatableField[] {
  return UPDATABLE_FIELDS.filter((field) => changes.some((change) => change.field === field));
}

export interface ReleaseUpdateContext {
  status: ReleaseStatus;
  /** The stores the update would reach (storesToUpdate). */
  stores: readonly string[];
  /** The fields the owner's plan lets them edit (policy's editableFieldsAfterRelease). */
  editable: readonly UpdatableField[];
}

const fieldOf = (change: ReleaseChange): string => (change.trackId ? `tracks.${change.trackId}.${change.field}` : change.field);

/**
 * Whether an owner may send these changes as an update: only to a release a store has (isReleaseUpdatable), something must
 * change, and every change must be one stores accept and the plan allows. The release date may move only while
 * the release is not live yet (approved); its notice is checkReleaseDate's.
 */
export function checkReleaseUpdate(changes: readonly ReleaseChange[], context: ReleaseUpdateContext): FieldError[] {
  if (!isReleaseUpdatable(context.status, context.stores)) return [{ code: 'update_not_live', field: 'status' }];
  if (changes.length === 0) return [{ code: 'update_no_changes', field: 'release' }];
  return changes.flatMap((change): FieldError[] => {
    const field = fieldOf(change);
    if ((TRACK_LINKING_FIELDS as readonly string[]).includes(change.field)) return [{ code: 'update_breaks_track_linking', field }];
    if (!isUpdatableField(change.field)) return [{ code: 'update_needs_new_release', field, params: { field: change.field } }];
    if (change.field === 'releaseDate' && context.status !== 'approved') return [{ code: 'update_release_date_live', field }];
    if (!context.editable.includes(change.field)) return [{ code: 'premium_required', field }];
    return [];
  });
}

/** Whether an operator reviews the update before the stores get it. */
export function updateNeedsReview(changes: readonly ReleaseChange[]): boolean {
  return changes.some((change) => (REVIEWED_FIELDS as readonly string[]).includes(change.field));
}

/** The new values of a proposed update are as valid as the wizard asks of them (genre, credits, lyrics). */
export function checkUpdatedValues(after: ReleaseSnapshot, changes: readonly ReleaseChange[]): FieldError[] {
  const errors: FieldError[] = [];
  const isGenre = (genre: string | null) => genre === null || (ARTIST_GENRES as readonly string[]).includes(genre);
  if (changes.some((c) => c.field === 'genre' && !c.trackId)) {
    if (!isGenre(after.primaryGenre)) errors.push({ code: 'invalid_choice', field: 'primaryGenre' });
    if (!isGenre(after.secondaryGenre)) errors.push({ code: 'invalid_choice', field: 'secondaryGenre' });
  }
  for (const track of after.tracks) {
    const at = `tracks.${track.id}`;
    const touched = (field: ReleaseField) => changes.some((c) => c.field === field && c.trackId === track.id);
    if (touched('genre') && !isGenre(track.genre)) errors.push({ code: 'invalid_choice', field: `${at}.genre` });
    if (touched('lyrics') && track.lyrics !== null && isTextTooLong('lyrics', track.lyrics)) {
      errors.push({ code: 'too_long', field: `${at}.lyrics`, params: { max: LYRICS_MAX_LENGTH } });
    }
    if (touched('credits')) {
      errors.push(
        ...checkContributorRequired(track.contributors, at),
        ...checkContributors(track.contributors, at),
        ...checkContributorShares(track.contributors, at),
        ...checkPerformerRequired(track.performers, at),
        ...checkPerformers(track.performers, at),
      );
    }
  }
  return errors;
}
