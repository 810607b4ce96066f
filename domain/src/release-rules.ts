/**
 * Rules of a release as a whole (001 §5), one per function. Each returns the problems it finds as FieldErrors
 * whose `field` is the path of the form field to fix (`title`, `agreements.terms`, `featuredArtists.1`), empty
 * when there is none. The rules of each track are in track-rules.ts, titles in titles.ts, and the whole draft
 * is checked by checkReleaseForSubmission and checkWizardStep (release-check.ts).
 */
import type { FieldError } from './errors';
import { isPlatformUpc, isValidUpc } from './identifiers';
import { isPremium, type Plan } from './plan';
import { can } from './policy';
import { isReleaseType, RELEASE_AGREEMENTS, type ReleaseType } from './release-draft';
import type { Settings } from './settings';

const blank = (value: string | null | undefined) => !value?.trim();

/** `title_required` when a title (the release's or a track's) is blank. */
export function checkTitleRequired(title: string | null | undefined, field = 'title'): FieldError[] {
  return blank(title) ? [{ code: 'title_required', field }] : [];
}

export function checkArtworkRequired(hasArtwork: boolean, field = 'artwork'): FieldError[] {
  return hasArtwork ? [] : [{ code: 'artwork_required', field }];
}

export function checkPrimaryGenreRequired(genre: string | null | undefined, field = 'primaryGenre'): FieldError[] {
  return blank(genre) ? [{ code: 'primary_genre_required', field }] : [];
}

/** `language_required` when the language (the release's or a track's) is blank. */
export function checkLanguageRequired(language: string | null | undefined, field = 'language'): FieldError[] {
  return blank(language) ? [{ code: 'language_required', field }] : [];
}

/** Only that a date is there; whether it is a real date with enough notice is checkReleaseDate's (release-limits.ts). */
export function checkReleaseDateRequired(releaseDate: string | null | undefined, field = 'releaseDate'): FieldError[] {
  return blank(releaseDate) ? [{ code: 'release_date_required', field }] : [];
}

/** At least one store picked. */
export function checkPlatformRequired(platforms: readonly string[], field = 'platforms'): FieldError[] {
  return platforms.some((id) => id.trim() !== '') ? [] : [{ code: 'platform_required', field }];
}

export function checkTrackRequired(tracks: readonly unknown[], field = 'tracks'): FieldError[] {
  return tracks.length > 0 ? [] : [{ code: 'track_required', field }];
}

/**
 * A release without an artist is rejected (001 §5, §8): `artist_required` when none is chosen, and
 * `release_without_artist` when the chosen id names no artist of the account (removed, someone else's, or
 * nameless): `artistName` is the name the caller found for `artistId`, null when it found none.
 */
export function checkReleaseHasArtist(input: { artistId: string | null; artistName: string | null }, field = 'artistId'): FieldError[] {
  if (blank(input.artistId)) return [{ code: 'artist_required', field }];
  if (blank(input.artistName)) return [{ code: 'release_without_artist', field }];
  return [];
}

/** What a release must hold before it may be submitted, the part the first version of the workflows checks. */
export interface SubmittableRelease {
  title: string;
  artistId: string | null;
  hasArtwork: boolean;
  tracks: ReadonlyArray<{ title: string; hasAudio: boolean }>;
}

/** The required fields of a stored release: title, artist, artwork, a track, and each track's title and audio. */
export function checkSubmittable(release: SubmittableRelease): FieldError[] {
  return [
    ...checkTitleRequired(release.title),
    ...(blank(release.artistId) ? [{ code: 'artist_required' as const, field: 'artistId' }] : []),
    ...checkArtworkRequired(release.hasArtwork),
    ...checkTrackRequired(release.tracks),
    ...release.tracks.flatMap((track, i) => [
      ...checkTitleRequired(track.title, `tracks.${i}.title`),
      ...(track.hasAudio ? [] : [{ code: 'audio_required' as const, field: `tracks.${i}.audio` }]),
    ]),
  ];
}

/**
 * `agreement_required` for each of RELEASE_AGREEMENTS not among the `accepted` ids, on `agreements.<id>`: the
 * checkbox of that agreement.
 */
export function checkAgreements(accepted: readonly string[]): FieldError[] {
  return RELEASE_AGREEMENTS.filter((agreement) => !accepted.includes(agreement)).map((agreement) => ({
    code: 'agreement_required',
    field: `agreements.${agreement}`,
    params: { agreement },
  }));
}

/** Types a plan may choose: free plans make singles only (001 §1), PRO and Advanced any type. */
export function releaseTypesFor(plan: Plan): ReleaseType[] {
  return isPremium(plan) ? ['single', 'ep', 'album', 'compilation'] : ['single'];
}

/** `invalid_choice` for a type that is none of RELEASE_TYPES, `premium_required` for a type the plan lacks. */
export function checkReleaseType(type: string, plan: Plan, field = 'type'): FieldError[] {
  if (!isReleaseType(type)) return [{ code: 'invalid_choice', field }];
  return releaseTypesFor(plan).includes(type) ? [] : [{ code: 'premium_required', field }];
}

/**
 * How many tracks each type holds on PRO and Advanced, after the stores' conventions: a single has 1 to 3
 * tracks, an EP 2 to 6; an album or a compilation at least 2 (stores call 7 tracks or 30 minutes an album,
 * but a long 5-track album is one too, so the count alone does not refuse it). 100 bounds them all.
 */
export const TRACK_COUNT_BY_TYPE: Record<ReleaseType, { min: number; max: number }> = {
  single: { min: 1, max: 3 },
  ep: { min: 2, max: 6 },
  album: { min: 2, max: 100 },
  compilation: { min: 2, max: 100 },
};

/** A free release holds one track, whatever its type (001 §1, §9). */
export const FREE_TRACKS_PER_RELEASE = 1;

export function trackCountRange(type: ReleaseType, plan: Plan): { min: number; max: number } {
  const range = TRACK_COUNT_BY_TYPE[type];
  return isPremium(plan) ? range : { min: range.min, max: FREE_TRACKS_PER_RELEASE };
}

/**
 * `track_limit` (with `max`) when a release has more tracks than its type and plan allow, `too_few_tracks`
 * (with `min`) when it has fewer. No tracks at all is checkTrackRequired's; an unknown type is checkReleaseType's.
 */
export function checkTrackCount(input: { type: string; trackCount: number; plan: Plan }, field = 'tracks'): FieldError[] {
  if (input.trackCount === 0 || !isReleaseType(input.type)) return [];
  const { min, max } = trackCountRange(input.type, input.plan);
  if (input.trackCount > max) return [{ code: 'track_limit', field, params: { max } }];
  if (input.trackCount < min) return [{ code: 'too_few_tracks', field, params: { min } }];
  return [];
}

/**
 * An entered UPC (001 §9 "custom ISRC and UPC" is PRO's): refused with `premium_required` on the free plan,
 * `invalid_upc` unless it is 12 or 13 digits with a right check digit (spaces and hyphens are ignored). A blank
 * UPC is assigned on submission. `upc_reserved` when it lies in the platform's company prefix (`platformPrefix`),
 * whose codes only assignment hands out.
 */
export function checkUpc(upc: string | null | undefined, plan: Plan, field = 'upc', platformPrefix?: string): FieldError[] {
  if (blank(upc)) return [];
  if (!can(plan, 'custom_codes')) return [{ code: 'premium_required', field }];
  if (!isValidUpc((upc ?? '').replace(/[\s-]/g, ''))) return [{ code: 'invalid_upc', field }];
  return platformPrefix && isPlatformUpc(upc ?? '', platformPrefix) ? [{ code: 'upc_reserved', field, params: { prefix: platformPrefix } }] : [];
}

/** An artist's name as the featured-artist rule compares it: case, accents' composition and spaces ignored. */
export function artistNameKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, '');
}

/**
 * The release's own artist cannot be one of its featured artists (001 §5): `featured_is_main_artist` (with the
 * name as written) on `<field>.<index>` for each featured name that is one of `mainArtists` (the release's
 * artist, and for a track also the track's own artist), ignoring case and spaces ("DJ Snake" = "djsnake").
 */
export function checkFeaturedArtists(
  featured: readonly string[],
  mainArtists: readonly (string | null | undefined)[],
  field = 'featuredArtists',
): FieldError[] {
  const main = new Set(mainArtists.filter((name): name is string => !blank(name)).map(artistNameKey));
  return featured.flatMap((name, i) =>
    main.has(artistNameKey(name)) ? [{ code: 'featured_is_main_artist' as const, field: `${field}.${i}`, params: { name: name.trim() } }] : [],
  );
}

/**
 * Pre-save is premium only (001 §4): `premium_required` on `presaveEnabled` for a free plan, and a pre-save
 * campaign needs its date (`required` on `presaveDate`).
 */
export function checkPresave(input: { presaveEnabled: boolean; presaveDate: string | null; plan: Plan }): FieldError[] {
  if (!input.presaveEnabled) return [];
  if (!can(input.plan, 'presave')) return [{ code: 'premium_required', field: 'presaveEnabled' }];
  return blank(input.presaveDate) ? [{ code: 'required', field: 'presaveDate' }] : [];
}

/** PRO artists a plan must follow in the wizard's follow step: the setting on the free plan (default 5), none on PRO. */
export function followedArtistsRequired(plan: Plan, settings: Pick<Settings, 'followProArtistsRequired'>): number {
  return isPremium(plan) ? 0 : settings.followProArtistsRequired;
}

/**
 * Free users follow at least N PRO artists before submitting (001 §5, N = settings.followProArtistsRequired);
 * optional for PRO and Advanced. `follow_artists_required` with `required` and `followed`.
 */
export function checkFollowedArtists(
  input: { plan: Plan; followed: number; settings: Pick<Settings, 'followProArtistsRequired'> },
  field = 'followedArtists',
): FieldError[] {
  const required = followedArtistsRequired(input.plan, input.settings);
  return input.followed >= required ? [] : [{ code: 'follow_artists_required', field, params: { required, followed: input.followed } }];
}
