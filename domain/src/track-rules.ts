/**
 * Rules of one track (001 §5), one per function. `field` is the track's path (`tracks.0`): each error names the
 * form field under it to fix, such as `tracks.0.contributors.1.sharePercent`.
 */
import type { FieldError } from './errors';
import { isPlatformIsrc, normalizeIsrc } from './identifiers';
import { TRACK_MAX_SECONDS, TRACK_MIN_SECONDS } from './media-rules';
import type { Plan } from './plan';
import { can } from './policy';
import { isContributorRole, isInstrument, isTrackVersion, type ContributorDraft, type PerformerDraft, type SilentStretch, type TrackDraft } from './release-draft';
import { checkFeaturedArtists, checkLanguageRequired, checkTitleRequired } from './release-rules';
import { checkBannedWords, checkSongTitle } from './titles';

const blank = (value: string | null | undefined) => !value?.trim();

export function checkAudioRequired(hasAudio: boolean, field: string): FieldError[] {
  return hasAudio ? [] : [{ code: 'audio_required', field: `${field}.audio` }];
}

/** `invalid_track_version` unless the version is one of TRACK_VERSIONS; none (null or '') is the original. */
export function checkTrackVersion(version: string | null | undefined, field: string): FieldError[] {
  return blank(version) || isTrackVersion(version?.trim()) ? [] : [{ code: 'invalid_track_version', field: `${field}.version` }];
}

/** `performer_required` on `<track>.performers` when the track has no performer with a name. */
export function checkPerformerRequired(performers: readonly PerformerDraft[], field: string): FieldError[] {
  return performers.some((performer) => !blank(performer.name)) ? [] : [{ code: 'performer_required', field: `${field}.performers` }];
}

/**
 * The autofix of 001 §5: a track without a named performer gets the user as its performer. Rows without a name
 * are dropped; the user takes the instrument of the first of them, or none (only the artist knows what they
 * play). The list is returned as it is when it already has a named performer or when `userName` is blank.
 * Never changes its input.
 */
export function autofixPerformers(track: Pick<TrackDraft, 'performers'>, userName: string): PerformerDraft[] {
  if (track.performers.some((performer) => !blank(performer.name)) || blank(userName)) return [...track.performers];
  const instrument = track.performers.find((performer) => !blank(performer.instrument))?.instrument ?? null;
  return [{ name: userName.trim(), instrument }];
}

/** Each performer named (`required` on `.name`), with an instrument of INSTRUMENTS when one is given. */
export function checkPerformers(performers: readonly PerformerDraft[], field: string): FieldError[] {
  return performers.flatMap((performer, i): FieldError[] => {
    const at = `${field}.performers.${i}`;
    return [
      ...(blank(performer.name) ? [{ code: 'required' as const, field: `${at}.name` }] : []),
      ...(blank(performer.instrument) || isInstrument(performer.instrument?.trim()) ? [] : [{ code: 'invalid_instrument' as const, field: `${at}.instrument` }]),
    ];
  });
}

export function checkContributorRequired(contributors: readonly ContributorDraft[], field: string): FieldError[] {
  return contributors.length > 0 ? [] : [{ code: 'contributor_required', field: `${field}.contributors` }];
}

/**
 * A contributor's name is longer than 2 characters and has at least two words (001 §5), spaces around it not
 * counted: "Ana Lima" and "Jo Li" pass, "Madonna" and "Al" do not. `required` when blank.
 */
export function checkContributorName(name: string, field: string): FieldError[] {
  const text = name.trim();
  if (text === '') return [{ code: 'required', field }];
  const words = text.split(/\s+/u);
  return text.length > 2 && words.length >= 2 ? [] : [{ code: 'invalid_contributor_name', field }];
}

export function checkContributorRole(role: string, field: string): FieldError[] {
  if (blank(role)) return [{ code: 'required', field }];
  return isContributorRole(role.trim()) ? [] : [{ code: 'invalid_contributor_role', field }];
}

/**
 * A share in hundredths of a percent (33.33 → 3333), or null unless it is a number from 0 to 100 with at most
 * two decimals. Integers keep 33.33 + 33.33 + 33.34 exactly 100.
 */
export function shareHundredths(percent: number | null): number | null {
  if (percent === null || !Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  const hundredths = Math.round(percent * 100);
  return Math.abs(percent * 100 - hundredths) < 1e-6 ? hundredths : null;
}

/** `required` for a missing share, `invalid_share` for one that is not 0 to 100 with at most two decimals. */
export function checkShare(percent: number | null, field: string): FieldError[] {
  if (percent === null) return [{ code: 'required', field }];
  return shareHundredths(percent) === null ? [{ code: 'invalid_share', field }] : [];
}

/**
 * A track's contributor shares total exactly 100% (001 §5, §9): `contributor_shares_total` on
 * `<track>.contributors` with the `total` found ("99.99"). Not checked while a share is missing or invalid
 * (checkShare names those) or when there are no contributors (checkContributorRequired's).
 */
export function checkContributorShares(contributors: readonly ContributorDraft[], field: string): FieldError[] {
  const shares = contributors.map((contributor) => shareHundredths(contributor.sharePercent));
  if (shares.length === 0 || shares.some((share) => share === null)) return [];
  const total = shares.reduce<number>((sum, share) => sum + (share ?? 0), 0);
  if (total === 10_000) return [];
  const shown = `${Math.trunc(total / 100)}${total % 100 === 0 ? '' : `.${String(total % 100).padStart(2, '0').replace(/0$/, '')}`}`;
  return [{ code: 'contributor_shares_total', field: `${field}.contributors`, params: { total: shown } }];
}

/** Each contributor's name, role and share. */
export function checkContributors(contributors: readonly ContributorDraft[], field: string): FieldError[] {
  return contributors.flatMap((contributor, i) => {
    const at = `${field}.contributors.${i}`;
    return [
      ...checkContributorName(contributor.name, `${at}.name`),
      ...checkContributorRole(contributor.role, `${at}.role`),
      ...checkShare(contributor.sharePercent, `${at}.sharePercent`),
    ];
  });
}

/**
 * Intros and outros may be shorter than a minute (001 §5). A track is one when its title's first word is
 * "intro" or "outro", in any case: "Intro", "OUTRO", "Intro (Live)", "Outro - Goodbye"; not "Introduction"
 * nor "Introspection".
 */
export function isIntroOrOutro(title: string): boolean {
  return /^(?:intro|outro)(?![\p{L}\p{N}])/iu.test(title.trim());
}

/**
 * 1 to 20 minutes (001 §5, §9): `audio_too_short` (`min` 1) or `audio_too_long` (`max` 20) on `<track>.audio`.
 * An intro or outro is spared the minimum only: the exception is for short tracks, and 20 minutes bounds every
 * track. Nothing to check before the audio has been analysed (null).
 */
export function checkTrackDuration(input: { durationMs: number | null; title: string }, field: string): FieldError[] {
  if (input.durationMs === null) return [];
  if (input.durationMs > TRACK_MAX_SECONDS * 1000) {
    return [{ code: 'audio_too_long', field: `${field}.audio`, params: { max: TRACK_MAX_SECONDS / 60 } }];
  }
  if (input.durationMs < TRACK_MIN_SECONDS * 1000 && !isIntroOrOutro(input.title)) {
    return [{ code: 'audio_too_short', field: `${field}.audio`, params: { min: TRACK_MIN_SECONDS / 60 } }];
  }
  return [];
}

/** Longest silence a track may hold (001 §9). */
export const SILENCE_LIMIT_MS = 10_000;

/** 83000 → '1:23'. */
function minutesSeconds(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Silent stretches clipped to the track and merged where they touch or overlap (a detector may report one
 * silence in pieces), in order.
 */
export function mergeSilences(silences: readonly SilentStretch[], durationMs: number): SilentStretch[] {
  const clipped = silences
    .map((stretch) => ({ startMs: Math.max(0, stretch.startMs), endMs: Math.min(durationMs, stretch.endMs) }))
    .filter((stretch) => stretch.endMs > stretch.startMs)
    .sort((a, b) => a.startMs - b.startMs);
  const merged: SilentStretch[] = [];
  for (const stretch of clipped) {
    const last = merged.at(-1);
    if (last && stretch.startMs <= last.endMs) last.endMs = Math.max(last.endMs, stretch.endMs);
    else merged.push({ ...stretch });
  }
  return merged;
}

/**
 * Silence over 10 seconds is rejected (001 §5): exactly 10 s passes, 10.001 s does not. Every silence counts,
 * at the start and the end of the track as in its middle, because §5 names no exception (the reopening reason
 * speaks of mid-track silence, the most frequent case). One `silence_too_long` on `<track>.audio` for the first
 * such stretch, with its length in whole `seconds`, where it starts (`at`, m:ss) and the limit (`max`).
 */
export function checkSilences(input: { silences: readonly SilentStretch[]; durationMs: number }, field: string): FieldError[] {
  const long = mergeSilences(input.silences, input.durationMs).find((stretch) => stretch.endMs - stretch.startMs > SILENCE_LIMIT_MS);
  if (!long) return [];
  return [
    {
      code: 'silence_too_long',
      field: `${field}.audio`,
      params: { seconds: Math.floor((long.endMs - long.startMs) / 1000), at: minutesSeconds(long.startMs), max: SILENCE_LIMIT_MS / 1000 },
    },
  ];
}

/**
 * An entered ISRC (custom ISRCs are PRO's): `premium_required` on the free plan, `invalid_isrc` unless it has
 * the ISRC's shape (CC-XXX-YY-NNNNN, hyphens optional; an ISRC has no check digit, so the shape is all there
 * is to check). A blank ISRC is assigned on submission. `isrc_reserved` when it lies in the platform's own
 * registrant prefix (`platformPrefix`), whose numbers only assignment hands out.
 */
export function checkIsrc(isrc: string | null | undefined, plan: Plan, field: string, platformPrefix?: string): FieldError[] {
  if (blank(isrc)) return [];
  if (!can(plan, 'custom_codes')) return [{ code: 'premium_required', field: `${field}.isrc` }];
  if (!normalizeIsrc((isrc ?? '').trim())) return [{ code: 'invalid_isrc', field: `${field}.isrc` }];
  return platformPrefix && isPlatformIsrc(isrc ?? '', platformPrefix) ? [{ code: 'isrc_reserved', field: `${field}.isrc`, params: { prefix: platformPrefix } }] : [];
}

/** `duplicate_isrc` on every track that repeats an ISRC entered on an earlier track of the release. */
export function checkDuplicateIsrcs(tracks: readonly Pick<TrackDraft, 'isrc'>[], field = 'tracks'): FieldError[] {
  const seen = new Set<string>();
  return tracks.flatMap((track, i) => {
    const isrc = normalizeIsrc(track.isrc?.trim() ?? '');
    if (!isrc) return [];
    if (seen.has(isrc)) return [{ code: 'duplicate_isrc' as const, field: `${field}.${i}.isrc` }];
    seen.add(isrc);
    return [];
  });
}

/**
 * Every rule of one track, `index` being its place in the release's list (0-based, whatever its `number`):
 * title (required, no banned words, not a placeholder), audio, language, version, duration, silence, performers,
 * contributors and their shares, featured artists (neither the release's artist, `artistName`, nor the track's
 * own), ISRC. A track without a language of its own has the release's (`releaseLanguage`): language_required
 * on the track only when neither has one. Repeated ISRCs across tracks are checkDuplicateIsrcs'.
 */
export function checkTrack(
  track: TrackDraft,
  index: number,
  context: { plan: Plan; artistName: string | null; releaseLanguage?: string | null; isrcPrefix?: string },
): FieldError[] {
  const at = `tracks.${index}`;
  return [
    ...checkTitleRequired(track.title, `${at}.title`),
    ...checkBannedWords(track.title, `${at}.title`),
    ...checkSongTitle(track.title, `${at}.title`),
    ...checkTrackVersion(track.version, at),
    ...checkAudioRequired(track.hasAudio, at),
    ...checkTrackDuration(track, at),
    ...(track.durationMs === null ? [] : checkSilences({ silences: track.silences, durationMs: track.durationMs }, at)),
    ...checkLanguageRequired(blank(track.language) ? context.releaseLanguage : track.language, `${at}.language`),
    ...checkIsrc(track.isrc, context.plan, at, context.isrcPrefix),
    ...checkFeaturedArtists(track.featuredArtists, [context.artistName, track.artistName], `${at}.featuredArtists`),
    ...checkPerformerRequired(track.performers, at),
    ...checkPerformers(track.performers, at),
    ...checkContributorRequired(track.contributors, at),
    ...checkContributors(track.contributors, at),
    ...checkContributorShares(track.contributors, at),
  ];
}
