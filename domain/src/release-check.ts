/**
 * The whole draft checked at once, for submission (checkReleaseForSubmission) or one wizard step at a time
 * (checkWizardStep): the same rules for the web wizard, the /v1 API, the CLI and the workflows.
 */
import type { FieldError } from './errors';
import type { Plan } from './plan';
import { checkStoresOpen, choosePlatforms, type PlatformTier } from './platforms';
import type { ReleaseDraft } from './release-draft';
import { checkMonthlyReleaseLimit, checkReleaseDate, RELEASE_SCHEDULES, type ReleaseSchedule } from './release-limits';
import {
  checkAgreements,
  checkArtworkRequired,
  checkFeaturedArtists,
  checkFollowedArtists,
  checkLanguageRequired,
  checkPlatformRequired,
  checkPresave,
  checkPrimaryGenreRequired,
  checkReleaseDateRequired,
  checkReleaseHasArtist,
  checkReleaseType,
  checkTitleRequired,
  checkTrackCount,
  checkTrackRequired,
  checkUpc,
} from './release-rules';
import type { Settings } from './settings';
import { checkStoreLeadTimes, leadTimesOf } from './store-lead-times';
import { checkBannedWords } from './titles';
import { checkDuplicateIsrcs, checkTrack } from './track-rules';

/** The release wizard's steps in order (001 §2), as they appear in `/distributions/{id}/edit/{step}`. */
export const WIZARD_STEPS = ['basic-info', 'artwork', 'tracks', 'platforms', 'distribution', 'follow-artists', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function isWizardStep(value: string | null | undefined): value is WizardStep {
  return (WIZARD_STEPS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The steps a plan goes through. The follow step is required for free users and optional for PRO (001 §2); it
 * is shown to every plan, skippable on PRO and Advanced, so that a step keeps its number and its URL on every
 * plan: the indicator reads 'Step 6 of 7' on the follow step for everyone.
 */
export function wizardSteps(_plan: Plan): WizardStep[] {
  return [...WIZARD_STEPS];
}

/** Whether a step must pass before the next: all of them, except the follow step on PRO and Advanced. */
export function isStepRequired(step: WizardStep, plan: Plan): boolean {
  return step !== 'follow-artists' || plan === 'free';
}

/** The values of 'Step {current} of {total}' (wizard.stepOf) on a step. */
export function stepIndicator(step: WizardStep, plan: Plan): { current: number; total: number } {
  const steps = wizardSteps(plan);
  return { current: steps.indexOf(step) + 1, total: steps.length };
}

/** The step whose form holds a field path, so that a problem found on review links to its step. */
export function wizardStepOfField(field: string): WizardStep {
  const root = field.split('.')[0] ?? '';
  if (root === 'artwork') return 'artwork';
  if (root === 'tracks') return 'tracks';
  if (root === 'platforms') return 'platforms';
  if (['releaseDate', 'liveDate', 'schedule', 'presaveEnabled', 'presaveDate'].includes(root)) return 'distribution';
  if (root === 'followedArtists') return 'follow-artists';
  if (['title', 'artistId', 'type', 'primaryGenre', 'secondaryGenre', 'language', 'label', 'upc', 'featuredArtists'].includes(root)) {
    return 'basic-info';
  }
  return 'review';
}

/** What the rules need besides the draft. */
export interface ReleaseCheckContext {
  plan: Plan;
  now: Date;
  /** The user's IANA time zone, for what "today" is (default UTC). */
  timeZone?: string;
  /** The name of the artist `draft.artistId` is, null when it is none of the account's artists. */
  artistName: string | null;
  settings: Pick<Settings, 'followProArtistsRequired' | 'monthlyReleaseLimitFree' | 'monthlyReleaseLimitPro' | 'monthlyReleaseLimitAdvanced'> &
    /** The platform's own ranges, which typed identifiers may not use (isrc_reserved, upc_reserved). */
    Partial<Pick<Settings, 'isrcPrefix' | 'upcCompanyPrefix'>>;
  /** PRO artists the user follows (the follow step). */
  followedProArtists: number;
  /**
   * The stores and their tiers; when given, premium-only stores a free plan picked are reported (a warning), and the
   * release date must leave the chosen stores their lead times.
   */
  stores?: readonly PlatformTier[];
  /**
   * Without `stores`: stores known only for their lead times (the store plugins a client has, which may not be the
   * server's). The date rule uses those the release goes to; no other rule reads them.
   */
  leadTimeStores?: readonly PlatformTier[];
  /** The owner is staff: the operators' sandbox stores are theirs to pick too (store_operators_only otherwise). */
  staff?: boolean;
  /** Releases the account submitted this calendar month; when given, the monthly limit (distro_limit) is checked. */
  releasesThisMonth?: number;
}

/** Errors stop a step or the submission; warnings are shown and let it go on. */
export interface CheckResult {
  errors: FieldError[];
  warnings: FieldError[];
}

const only = (errors: FieldError[]): CheckResult => ({ errors, warnings: [] });

function isSchedule(value: string): value is ReleaseSchedule {
  return (RELEASE_SCHEDULES as readonly string[]).includes(value);
}

function checkBasicInfo(draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  return only([
    ...checkTitleRequired(draft.title),
    ...checkBannedWords(draft.title, 'title'),
    ...checkReleaseHasArtist({ artistId: draft.artistId, artistName: context.artistName }),
    ...checkReleaseType(draft.type, context.plan),
    ...checkPrimaryGenreRequired(draft.primaryGenre),
    ...checkLanguageRequired(draft.language),
    ...checkUpc(draft.upc, context.plan, 'upc', context.settings.upcCompanyPrefix),
    ...checkFeaturedArtists(draft.featuredArtists, [context.artistName]),
  ]);
}

function checkTracksStep(draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  return only([
    ...checkTrackRequired(draft.tracks),
    ...checkTrackCount({ type: draft.type, trackCount: draft.tracks.length, plan: context.plan }),
    ...draft.tracks.flatMap((track, i) => checkTrack(track, i, { ...context, releaseLanguage: draft.language, isrcPrefix: context.settings.isrcPrefix })),
    ...checkDuplicateIsrcs(draft.tracks),
  ]);
}

/**
 * At least one store. With the stores' tiers, premium-only stores a free plan picked are left out with a
 * warning (001 §5, choosePlatforms), and a choice of nothing but those is no store at all; an operators' sandbox
 * store picked by an artist is refused (store_operators_only).
 */
function checkPlatformsStep(draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  const required = checkPlatformRequired(draft.platforms);
  if (required.length > 0 || !context.stores) return only(required);
  const staff = context.staff ?? false;
  const closed = checkStoresOpen(staff, draft.platforms, context.stores);
  const choice = choosePlatforms({ plan: context.plan, selected: draft.platforms, available: context.stores, staff });
  return {
    errors: closed.length > 0 ? closed : choice.kept.length === 0 ? [{ code: 'platform_required', field: 'platforms' }] : [],
    warnings: choice.dropped.length === 0 ? [] : [{ code: 'premium_platforms_dropped', field: 'platforms', params: { stores: choice.dropped.join(', ') } }],
  };
}

function checkDistributionStep(draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  const schedule = isSchedule(draft.schedule) ? draft.schedule : null;
  const date = draft.releaseDate?.trim() ? draft.releaseDate.trim() : null;
  const timing = { now: context.now, ...(context.timeZone !== undefined && { timeZone: context.timeZone }) };
  const dateErrors = date ? checkReleaseDate({ schedule: schedule ?? 'standard', releaseDate: date, plan: context.plan, ...timing }) : [];
  // The stores' lead times, once the date is one the schedule accepts (one problem at a time on the date).
  const known = context.stores ?? context.leadTimeStores;
  const storeErrors =
    date && known && !dateErrors.some((error) => error.field === 'releaseDate')
      ? checkStoreLeadTimes({
          schedule: schedule ?? 'standard',
          releaseDate: date,
          stores: leadTimesOf({ plan: context.plan, selected: draft.platforms, available: known }),
          ...timing,
        })
      : [];
  return only([
    ...(schedule ? [] : [{ code: 'invalid_choice' as const, field: 'schedule' }]),
    ...checkReleaseDateRequired(date),
    ...dateErrors,
    ...storeErrors,
    ...checkPresave({ presaveEnabled: draft.presaveEnabled, presaveDate: draft.presaveDate, plan: context.plan }),
  ]);
}

function checkFollowStep(_draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  return only(checkFollowedArtists({ plan: context.plan, followed: context.followedProArtists, settings: context.settings }));
}

const STEP_CHECKS: Record<Exclude<WizardStep, 'review'>, (draft: ReleaseDraft, context: ReleaseCheckContext) => CheckResult> = {
  'basic-info': checkBasicInfo,
  artwork: (draft) => only(checkArtworkRequired(draft.hasArtwork)),
  tracks: checkTracksStep,
  platforms: checkPlatformsStep,
  distribution: checkDistributionStep,
  'follow-artists': checkFollowStep,
};

/**
 * Every rule of 001 §5 on the whole draft, in the order of the wizard's steps, then the agreements and, when
 * `releasesThisMonth` is given, the monthly limit (distro_limit on `release`). The release may be submitted
 * when `errors` is empty; `warnings` are to be shown (premium-only stores left out).
 */
export function checkReleaseForSubmission(draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  const steps = WIZARD_STEPS.filter((step): step is Exclude<WizardStep, 'review'> => step !== 'review').map((step) =>
    STEP_CHECKS[step](draft, context),
  );
  return {
    errors: [
      ...steps.flatMap((result) => result.errors),
      ...checkAgreements(draft.agreements),
      ...(context.releasesThisMonth === undefined
        ? []
        : checkMonthlyReleaseLimit({ plan: context.plan, releasesThisMonth: context.releasesThisMonth, settings: context.settings })),
    ],
    warnings: steps.flatMap((result) => result.warnings),
  };
}

/**
 * The rules of one step, for the wizard to check a step before moving on. The review step checks everything
 * (checkReleaseForSubmission), its agreements included. On PRO and Advanced the follow step finds nothing:
 * following is optional there (see isStepRequired).
 */
export function checkWizardStep(step: WizardStep, draft: ReleaseDraft, context: ReleaseCheckContext): CheckResult {
  return step === 'review' ? checkReleaseForSubmission(draft, context) : STEP_CHECKS[step](draft, context);
}
