import { config } from '@slipcase/config';
import {
  can,
  checkReleaseForSubmission,
  checkWizardStep,
  followedArtistsRequired,
  RELEASE_AGREEMENTS,
  RELEASE_LANGUAGES,
  stepIndicator,
  wizardStepOfField,
  type FieldError,
  type ReleaseDraft,
  type WizardStep,
} from '@slipcase/domain';
import { availableStores, trackErrors } from '@slipcase/services';
import { releaseTypeChoices, scheduleChoices, storeChoices } from '@slipcase/services/wizard/step-choices';
import { encodeError } from '../../lib/error-messages';
import { listOwnArtists } from '../releases.server';
import type { SessionUser } from '../session.server';
import { withCountryNames } from '../artists/catalogue.server';
import { countFollowedProArtists, listProArtistsToFollow } from '../artists/follows.server';
import { checkContextFor, type DraftRow } from './draft.server';
import { storeFeeds } from './store-feeds.server';
import { storeNames } from '../stores.server';

type Viewer = Pick<SessionUser, 'id' | 'plan' | 'timeZone'> & Partial<Pick<SessionUser, 'role'>>;

/** Language names in the reader's language, made here: a browser's ICU may name them differently (hydration). */
export function languageOptions(locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  return RELEASE_LANGUAGES.map((code) => ({ value: code, label: code === 'zxx' ? '' : (names.of(code) ?? code) }));
}

/** The choices of the basic info step: the own artists, the types the plan allows, languages, whether codes may be entered. */
export async function basicInfoData(viewer: Viewer, locale: string) {
  const { types, canEnterCodes } = releaseTypeChoices(viewer);
  return { artists: await listOwnArtists(viewer.id), types, languages: languageOptions(locale), canEnterCodes };
}

/** PRO artists of the catalogue (not the user's own), most followed first, followed ones included, as its cards show them. */
async function followData(viewer: Viewer, required: number, locale: string) {
  const { artists } = await listProArtistsToFollow(viewer.id, { limit: 24, includeFollowed: true });
  return {
    followed: await countFollowedProArtists(viewer.id),
    required,
    locale,
    artists: withCountryNames(artists, locale),
  };
}

/** What a new track still lacks: asked for by its empty fields and their hints, not shown as errors. */
const STILL_TO_FILL: ReadonlySet<string> = new Set(['title_required', 'contributor_required']);

/**
 * What the tracks step shows as standing problems of a saved track: all the rules find but what is still to be
 * filled in. A new track whose file name suggested no title (suggestSongTitle) and that credits nobody yet waits
 * with empty fields, not with errors the musician did not make; saving it, moving on and the review say so.
 */
export function standingTrackProblems(errors: readonly FieldError[], index: number): FieldError[] {
  return trackErrors(errors, index).filter((error) => !STILL_TO_FILL.has(error.code));
}

/** Each track's id and what the rules find wrong with it as saved (by its form's field names). */
async function tracksData(viewer: Viewer, release: DraftRow, draft: ReleaseDraft, locale: string) {
  const context = await checkContextFor(viewer, release);
  const { errors } = checkWizardStep('tracks', draft, context);
  return {
    languages: languageOptions(locale),
    canEnterCodes: can(viewer.plan, 'custom_codes'),
    trackIds: release.tracks.map((track) => track.id),
    problems: release.tracks.map((_, index) => standingTrackProblems(errors, index).map(encodeError)),
    releaseProblems: errors.filter((error) => error.field === 'tracks').map(encodeError),
  };
}

/** Every problem of the whole release, each with the step to fix it on; each chosen store's feed checked; and the agreements. */
async function reviewData(viewer: Viewer, release: DraftRow, draft: ReleaseDraft) {
  const context = await checkContextFor(viewer, release);
  const result = checkReleaseForSubmission(draft, context);
  const names = await storeNames();
  const locate = (error: (typeof result.errors)[number]) => ({
    field: error.field ?? '',
    step: wizardStepOfField(error.field ?? ''),
    message: encodeError(error),
  });
  return {
    problems: result.errors.filter((error) => !error.field?.startsWith('agreements')).map(locate),
    warnings: result.warnings.map(locate),
    storeFeeds: await storeFeeds(release, { now: context.now, withXml: true }),
    agreements: RELEASE_AGREEMENTS.map((id) => ({ id, accepted: draft.agreements.includes(id) })),
    summary: {
      artist: release.artist.name,
      tracks: release.tracks.map((track) => ({ number: track.number, title: track.title, durationMs: track.durationMs, isrc: track.isrc })),
      stores: draft.platforms.map((id) => names[id] ?? id),
      upc: release.upc,
      hasArtwork: draft.hasArtwork,
      releaseDate: draft.releaseDate,
      primaryGenre: draft.primaryGenre,
      secondaryGenre: draft.secondaryGenre,
    },
  };
}

/** What a step's page shows besides the draft itself: the part of its step, the others null. */
export async function stepData(viewer: Viewer, step: WizardStep, release: DraftRow, draft: ReleaseDraft, locale: string) {
  const required = step === 'follow-artists' ? followedArtistsRequired(viewer.plan, (await checkContextFor(viewer, release)).settings) : 0;
  return {
    step,
    indicator: stepIndicator(step, viewer.plan),
    basicInfo: step === 'basic-info' ? await basicInfoData(viewer, locale) : null,
    platforms: step === 'platforms' ? { stores: await storeChoices(viewer, config().env) } : null,
    distribution:
      step === 'distribution'
        ? scheduleChoices(viewer, new Date(), { available: await availableStores(config().env), selected: draft.platforms })
        : null,
    tracks: step === 'tracks' ? await tracksData(viewer, release, draft, locale) : null,
    follow: step === 'follow-artists' ? await followData(viewer, required, locale) : null,
    review: step === 'review' ? await reviewData(viewer, release, draft) : null,
  };
}
