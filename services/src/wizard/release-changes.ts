import { checkWizardStep, emptyReleaseDraft, wizardStepOfField, type CheckResult, type FieldError, type ReleaseDraft } from '@slipcase/domain';
import { toReleaseDraft, type ReleaseDraftRow } from '../releases/release-draft';
import { writeBasicInfo, type OtherStepsData } from './basic-info';
import { checkContextFor } from './check-context';
import { agreementsData, distributionData, platformsData } from './step-writes';
import type { BasicInfoInput, ReleaseChanges, WizardDeps, WizardOwner } from './wizard-inputs';

const BASIC_INFO_FIELDS = ['title', 'artistId', 'type', 'primaryGenre', 'secondaryGenre', 'language', 'label', 'upc', 'featuredArtists'] as const;
const DISTRIBUTION_FIELDS = ['releaseDate', 'schedule', 'presaveEnabled', 'presaveDate'] as const;

const touches = (changes: ReleaseChanges, fields: readonly string[]) => fields.some((field) => field in changes);
const rootOf = (field: string) => field.split('.')[0] ?? '';

/** The release as it would be with the changes. */
export function changedDraft(release: ReleaseDraftRow | null, changes: ReleaseChanges): ReleaseDraft {
  return { ...(release ? toReleaseDraft(release) : emptyReleaseDraft()), ...changes };
}

export function basicInfoOf(draft: ReleaseDraft): BasicInfoInput {
  return {
    title: draft.title,
    artistId: draft.artistId,
    type: draft.type,
    primaryGenre: draft.primaryGenre,
    secondaryGenre: draft.secondaryGenre,
    language: draft.language,
    label: draft.label,
    featuredArtists: [...draft.featuredArtists],
    upc: draft.upc,
  };
}

function unique(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = JSON.stringify([error.code, error.field, error.params ?? {}]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The wizard's rules (checkWizardStep, the steps of the fields sent) on the release as it would be with the
 * changes, before anything is stored: the problems and warnings of the fields sent, and for a new release every
 * problem of its first step (a draft is made only once that step passes).
 */
export async function checkReleaseChanges(deps: WizardDeps, owner: WizardOwner, release: ReleaseDraftRow | null, changes: ReleaseChanges): Promise<CheckResult> {
  const draft = changedDraft(release, changes);
  const artist = draft.artistId
    ? await deps.prisma.artist.findUnique({ where: { id: draft.artistId }, select: { name: true, ownerId: true } })
    : null;
  // Someone else's artist (or none) is no artist of this release: the rules say so.
  const context = await checkContextFor(deps, owner, { artist: artist ?? { name: '', ownerId: '' } });
  const sent = new Set(Object.keys(changes));
  const steps = new Set([...sent].map(wizardStepOfField));
  if (!release) steps.add('basic-info');
  // Other stores may need more time than the date leaves them: a change of stores is checked against the date too.
  const storesChanged = sent.has('platforms') && draft.releaseDate !== null;
  if (storesChanged) steps.add('distribution');
  const concerns = (error: FieldError) =>
    sent.has(rootOf(error.field)) ||
    (!release && wizardStepOfField(error.field) === 'basic-info') ||
    (storesChanged && error.code === 'store_lead_time');
  const results = [...steps].map((step) => checkWizardStep(step, draft, context));
  // The wizard offers only this installation's stores; a call may name any.
  const known = new Set(context.stores?.map((store) => store.id));
  const unknownStores: FieldError[] = (changes.platforms ?? []).flatMap((id, index) =>
    known.has(id) ? [] : [{ code: 'invalid_choice' as const, field: `platforms.${index}`, params: { value: id } }],
  );
  return {
    errors: unique([...unknownStores, ...results.flatMap((result) => result.errors).filter(concerns)]),
    warnings: unique(results.flatMap((result) => result.warnings).filter(concerns)),
  };
}

/** The columns of the steps after the first that `changes` touch, from the release as it would be with them. */
export function otherStepsData(deps: Pick<WizardDeps, 'stores' | 'now'>, draft: ReleaseDraft, changes: ReleaseChanges): OtherStepsData {
  return {
    ...('platforms' in changes && platformsData(deps, draft.platforms)),
    ...(touches(changes, DISTRIBUTION_FIELDS) &&
      distributionData({ releaseDate: draft.releaseDate, schedule: draft.schedule, presaveEnabled: draft.presaveEnabled, presaveDate: draft.presaveDate })),
    ...('agreements' in changes && agreementsData(deps, draft.agreements)),
  };
}

/**
 * Stores checked changes as the wizard's steps store them (checked before: the wizard's checks after each save are
 * left out): the first step's own write, then the other steps' fields together. The draft stays at the wizard step
 * it was saved at: a change made through the API does not move the artist's place in the wizard. Returns what
 * could not be stored (a UPC another release has).
 */
export async function applyReleaseChanges(deps: WizardDeps, owner: WizardOwner, release: ReleaseDraftRow, changes: ReleaseChanges): Promise<FieldError[]> {
  const draft = changedDraft(release, changes);
  if (touches(changes, BASIC_INFO_FIELDS)) {
    const written = await writeBasicInfo(deps, owner, release.id, basicInfoOf(draft));
    if ('errors' in written) return written.errors;
  }
  await deps.prisma.release.update({ where: { id: release.id }, data: { ...otherStepsData(deps, draft, changes), wizardStep: release.wizardStep } });
  return [];
}
