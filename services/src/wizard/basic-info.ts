import { randomUUID } from 'node:crypto';
import {
  can,
  checkWizardStep,
  earliestReleaseDate,
  emptyReleaseDraft,
  isReleaseType,
  isPlatformUpc,
  isValidUpc,
  type CheckResult,
  type FieldError,
} from '@slipcase/domain';
import { drawUpc } from '../releases/draw-identifiers';
import { defaultPlatforms } from '../releases/release-draft';
import { checkSavedStep } from './saved-step';
import type { agreementsData, distributionData, platformsData } from './step-writes';
import type { BasicInfoInput, WizardDeps, WizardOwner } from './wizard-inputs';

/** A release made by POST /v1/releases rather than the wizard: its `Idempotency-Key` and where the call came from. */
export interface NewDraftOptions {
  idempotencyKey?: string;
  /** Where the call came from (the workflows' Channel), recorded on the 'created' event; 'web' by default. */
  via?: 'web' | 'cli';
  /** Other steps' columns the call sent, stored with the draft instead of the defaults (one write). */
  otherSteps?: OtherStepsData;
}

/** Columns of the steps after the first: the stores, the date and schedule, the agreements. */
export type OtherStepsData = Partial<ReturnType<typeof platformsData> & ReturnType<typeof distributionData> & ReturnType<typeof agreementsData>>;

export type BasicInfoWrite = { releaseId: string; replayed?: true } | { errors: FieldError[] };
export type BasicInfoSave = { releaseId: string; check: CheckResult; replayed?: true } | { errors: FieldError[] };

/** The own artist named, or null: someone else's artist is no artist for this release. */
async function ownArtist(deps: Pick<WizardDeps, 'prisma'>, owner: WizardOwner, artistId: string | null) {
  if (!artistId) return null;
  const artist = await deps.prisma.artist.findUnique({ where: { id: artistId }, select: { id: true, ownerId: true, name: true } });
  return artist?.ownerId === owner.id ? { id: artist.id, name: artist.name } : null;
}

function basicInfoData(owner: WizardOwner, input: BasicInfoInput, upcCompanyPrefix: string) {
  // A UPC is entered only on PRO and Advanced, and kept only when valid and outside the platform's own range (so no
  // typed code takes one assignment will hand out); otherwise the column keeps the assigned one and the rule
  // reports what was typed (checkSavedStep's `unsaved`).
  const digits = input.upc?.replace(/[\s-]/g, '') ?? '';
  const enteredUpc = digits && can(owner.plan, 'custom_codes') && isValidUpc(digits) && !isPlatformUpc(digits, upcCompanyPrefix) ? digits : null;
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

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 'P2002';
}

/**
 * Stores the first step. Without a release yet it makes the draft, which needs an artist of the user's: until
 * one is chosen nothing is stored. A new draft starts with every store the plan reaches and the earliest
 * release date a standard schedule allows, both changed on their own steps (or set at once by `otherSteps`, as
 * POST /v1/releases sends them). With an idempotency key that another call of the owner's made a release with
 * meanwhile, nothing is made: that release is answered, `replayed`.
 */
export async function writeBasicInfo(
  deps: WizardDeps,
  owner: WizardOwner,
  releaseId: string | null,
  input: BasicInfoInput,
  options: NewDraftOptions = {},
): Promise<BasicInfoWrite> {
  const { prisma, settings, stores, now } = deps;
  const artist = await ownArtist(deps, owner, input.artistId);
  const artistId = artist?.id ?? null;
  const data = basicInfoData(owner, input, settings.upcCompanyPrefix);
  if (releaseId) {
    try {
      await prisma.release.update({ where: { id: releaseId }, data: { ...data, ...(artistId ? { artistId } : {}), wizardStep: 'basic-info' } });
    } catch (error) {
      if (isUniqueViolation(error)) return { errors: [{ code: 'upc_taken', field: 'upc' }] };
      throw error;
    }
    return { releaseId };
  }
  // A new draft is made only once its first step passes: there is nothing yet to keep the input in.
  const first = checkWizardStep(
    'basic-info',
    { ...emptyReleaseDraft(), ...input, artistId },
    { plan: owner.plan, now, timeZone: owner.timeZone, artistName: artist?.name ?? null, settings, followedProArtists: 0, stores },
  );
  if (first.errors.length > 0 || !artistId) return { errors: first.errors };
  const id = randomUUID();
  try {
    await prisma.$transaction(async (tx) => {
      const assigned = data.upc ? null : await drawUpc(tx, settings.upcCompanyPrefix);
      await tx.release.create({
        data: {
          id,
          ownerId: owner.id,
          artistId,
          ...data,
          upc: data.upc ?? assigned ?? '',
          status: 'draft',
          releaseDate: new Date(`${earliestReleaseDate({ schedule: 'standard', now, timeZone: owner.timeZone })}T00:00:00Z`),
          platforms: defaultPlatforms(owner.plan, stores, owner.role),
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
  deps: WizardDeps,
  owner: WizardOwner,
  releaseId: string | null,
  input: BasicInfoInput,
  options: NewDraftOptions = {},
): Promise<BasicInfoSave> {
  const written = await writeBasicInfo(deps, owner, releaseId, input, options);
  if ('errors' in written) return written;
  const unsaved = written.replayed ? {} : { upc: input.upc };
  return { ...written, check: await checkSavedStep(deps, owner, written.releaseId, 'basic-info', unsaved) };
}
