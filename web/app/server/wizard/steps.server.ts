import { randomUUID } from 'node:crypto';
import { getPrisma, nextSequenceValue } from '@slipcase/db';
import {
  assignUpc,
  checkWizardStep,
  emptyReleaseDraft,
  earliestReleaseDate,
  isPremium,
  isReleaseType,
  isValidUpc,
  readSettings,
  type CheckResult,
  type FieldError,
  type ReleaseDraft,
  type WizardStep,
} from '@slipcase/domain';
import type { Channel } from '@slipcase/workflows/contracts';
import { availableStores } from '@slipcase/services/stores/store-catalog';
import type { BasicInfoInput, DistributionInput } from '../../lib/wizard-schemas';
import type { SessionUser } from '../session.server';
import { checkContextFor, DRAFT_INCLUDE, toReleaseDraft, type DraftRow } from './draft.server';

type Owner = Pick<SessionUser, 'id' | 'plan' | 'timeZone'>;

const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

async function reload(releaseId: string): Promise<DraftRow> {
  return getPrisma().release.findUniqueOrThrow({ where: { id: releaseId }, include: DRAFT_INCLUDE });
}

/** The step's rules on the release as now saved, with what the form sent but could not be stored (`unsaved`). */
export async function checkSavedStep(owner: Owner, releaseId: string, step: WizardStep, unsaved: Partial<ReleaseDraft> = {}): Promise<CheckResult> {
  const release = await reload(releaseId);
  return checkWizardStep(step, { ...toReleaseDraft(release), ...unsaved }, await checkContextFor(owner, release));
}

/** The own artist named, or null: someone else's artist is no artist for this release. */
async function ownArtist(owner: Owner, artistId: string | null): Promise<{ id: string; name: string } | null> {
  if (!artistId) return null;
  const artist = await getPrisma().artist.findUnique({ where: { id: artistId }, select: { id: true, ownerId: true, name: true } });
  return artist?.ownerId === owner.id ? { id: artist.id, name: artist.name } : null;
}

function basicInfoData(owner: Owner, input: BasicInfoInput) {
  // A UPC is entered only on PRO and Advanced, and kept only when valid; otherwise the column keeps the assigned
  // one and the rule reports what was typed (checkSavedStep's `unsaved`).
  const digits = input.upc?.replace(/[\s-]/g, '') ?? '';
  const enteredUpc = digits && isPremium(owner.plan) && isValidUpc(digits) ? digits : null;
  return {
    title: input.title,
    type: isReleaseType(input.type) ? input.type : 'single',
    primaryGenre: input.primaryGenre ?? '',
    secondaryGenre: input.secondaryGenre,
    language: input.language ?? '',
    label: input.label,
    featuredArtists: input.featuredArtists,
    ...(enteredUpc ? { upc: enteredUpc, upcEntered: true } : {}),
  };
}

/** A release made by POST /v1/releases rather than the wizard: its `Idempotency-Key` and where the call came from. */
export interface NewDraftOptions {
  idempotencyKey?: string;
  via?: Channel;
  /** Other steps' columns the call sent, stored with the draft instead of the defaults (one write). */
  otherSteps?: OtherStepsData;
}

/** Columns of the steps after the first: the stores, the date and schedule, the agreements. */
export type OtherStepsData = Partial<Awaited<ReturnType<typeof platformsData>> & ReturnType<typeof distributionData> & ReturnType<typeof agreementsData>>;

export type BasicInfoWrite = { releaseId: string; replayed?: true } | { errors: FieldError[] };
export type BasicInfoSave = { releaseId: string; check: CheckResult; replayed?: true } | { errors: FieldError[] };

/**
 * Stores the first step. Without a release yet it makes the draft, which needs an artist of the user's: until
 * one is chosen nothing is stored. A new draft starts with every store the plan reaches and the earliest
 * release date a standard schedule allows, both changed on their own steps (or set at once by `otherSteps`, as
 * POST /v1/releases sends them). With an idempotency key that another call of the owner's made a release with
 * meanwhile, nothing is made: that release is answered, `replayed`.
 */
export async function writeBasicInfo(
  owner: Owner,
  releaseId: string | null,
  input: BasicInfoInput,
  options: NewDraftOptions = {},
): Promise<BasicInfoWrite> {
  const artist = await ownArtist(owner, input.artistId);
  const artistId = artist?.id ?? null;
  const data = basicInfoData(owner, input);
  const prisma = getPrisma();
  if (releaseId) {
    try {
      await prisma.release.update({ where: { id: releaseId }, data: { ...data, ...(artistId ? { artistId } : {}), wizardStep: 'basic-info' } });
    } catch (error) {
      if (isUniqueViolation(error)) return { errors: [{ code: 'upc_taken', field: 'upc' }] };
      throw error;
    }
    return { releaseId };
  }
  const settings = readSettings(process.env);
  const stores = await availableStores();
  // A new draft is made only once its first step passes: there is nothing yet to keep the input in.
  const first = checkWizardStep(
    'basic-info',
    { ...emptyReleaseDraft(), ...input, artistId },
    { plan: owner.plan, now: new Date(), timeZone: owner.timeZone, artistName: artist?.name ?? null, settings, followedProArtists: 0, stores },
  );
  if (first.errors.length > 0 || !artistId) return { errors: first.errors };
  const id = randomUUID();
  try {
    await prisma.$transaction(async (tx) => {
      const assigned = data.upc ? null : assignUpc(settings.upcCompanyPrefix, await nextSequenceValue(tx, 'upc'));
      await tx.release.create({
        data: {
          id,
          ownerId: owner.id,
          artistId,
          ...data,
          upc: data.upc ?? assigned ?? '',
          status: 'draft',
          releaseDate: new Date(`${earliestReleaseDate({ schedule: 'standard', now: new Date(), timeZone: owner.timeZone })}T00:00:00Z`),
          platforms: stores.filter((store) => store.tier === 'free' || isPremium(owner.plan)).map((store) => store.id),
          ...options.otherSteps,
          wizardStep: 'basic-info',
          idempotencyKey: options.idempotencyKey ?? null,
        },
        select: { id: true },
      });
      // Not nested in the release's create, which would read the whole row back.
      await tx.activityEvent.create({
        data: { releaseId: id, type: 'created', ownerId: owner.id, actorId: owner.id, actorRole: 'artist', toStatus: 'draft', via: options.via ?? 'web' },
        select: { id: true },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const replayed = options.idempotencyKey
      ? await prisma.release.findUnique({ where: { ownerId_idempotencyKey: { ownerId: owner.id, idempotencyKey: options.idempotencyKey } } })
      : null;
    if (replayed) return { releaseId: replayed.id, replayed: true };
    return { errors: [{ code: 'upc_taken', field: 'upc' }] };
  }
  return { releaseId: id };
}

/** writeBasicInfo, then the step's rules on what was stored (and on a UPC typed but not kept). */
export async function saveBasicInfo(
  owner: Owner,
  releaseId: string | null,
  input: BasicInfoInput,
  options: NewDraftOptions = {},
): Promise<BasicInfoSave> {
  const written = await writeBasicInfo(owner, releaseId, input, options);
  if ('errors' in written) return written;
  const unsaved = written.replayed ? {} : { upc: input.upc };
  return { ...written, check: await checkSavedStep(owner, written.releaseId, 'basic-info', unsaved) };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'P2002';
}

/** The stores picked, as stored: only ids of this installation's stores. */
export async function platformsData(platforms: string[]): Promise<{ platforms: string[] }> {
  const known = new Set((await availableStores()).map((store) => store.id));
  return { platforms: platforms.filter((id) => known.has(id)) };
}

/** Keeps the stores picked. */
export async function writePlatforms(releaseId: string, platforms: string[]): Promise<void> {
  await getPrisma().release.update({ where: { id: releaseId }, data: { ...(await platformsData(platforms)), wizardStep: 'platforms' } });
}

/** writePlatforms, then the step's rules on what was stored. */
export async function savePlatforms(owner: Owner, releaseId: string, platforms: string[]): Promise<CheckResult> {
  await writePlatforms(releaseId, platforms);
  return checkSavedStep(owner, releaseId, 'platforms');
}

/** Date, schedule and pre-save as stored. A release needs a date, so a blank one keeps the date saved before. */
export function distributionData(input: DistributionInput) {
  const releaseDate = asDate(input.releaseDate);
  return {
    ...(releaseDate ? { releaseDate } : {}),
    schedule: ['standard', 'priority', 'express'].includes(input.schedule) ? (input.schedule as 'standard') : 'standard',
    presaveEnabled: input.presaveEnabled,
    presaveDate: asDate(input.presaveDate),
  };
}

/** Stores date, schedule and pre-save. */
export async function writeDistribution(releaseId: string, input: DistributionInput): Promise<void> {
  await getPrisma().release.update({ where: { id: releaseId }, data: { ...distributionData(input), wizardStep: 'distribution' } });
}

/** writeDistribution, then the step's rules on what was stored. */
export async function saveDistribution(owner: Owner, releaseId: string, input: DistributionInput): Promise<CheckResult> {
  await writeDistribution(releaseId, input);
  const check = await checkSavedStep(owner, releaseId, 'distribution');
  // A date the form sent blank is reported as missing, whatever was kept.
  return input.releaseDate ? check : { ...check, errors: [{ code: 'release_date_required', field: 'releaseDate' }, ...check.errors] };
}

/** The agreements ticked on the review step as stored, with when they were accepted. */
export function agreementsData(agreements: string[]) {
  return { agreements, agreementsAcceptedAt: agreements.length > 0 ? new Date() : null };
}

/** Keeps the agreements ticked on the review step. */
export async function saveAgreements(releaseId: string, agreements: string[]): Promise<void> {
  await getPrisma().release.update({ where: { id: releaseId }, data: { ...agreementsData(agreements), wizardStep: 'review' } });
}

/** Marks the step the artist is on, so the draft resumes there. */
export async function markStep(releaseId: string, step: WizardStep): Promise<void> {
  await getPrisma().release.update({ where: { id: releaseId }, data: { wizardStep: step } });
}
