import type { DbClient } from '@slipcase/db';
import { checkWizardStep, type CheckResult, type ReleaseDraft, type WizardStep } from '@slipcase/domain';
import { RELEASE_DRAFT_INCLUDE, toReleaseDraft, type ReleaseDraftRow } from '../releases/release-draft';
import { checkContextFor } from './check-context';
import type { WizardDeps, WizardOwner } from './wizard-inputs';

/** The release as the rules read it (its artist, its tracks with their credits). */
export function loadDraft(db: DbClient, releaseId: string): Promise<ReleaseDraftRow> {
  return db.release.findUniqueOrThrow({ where: { id: releaseId }, include: RELEASE_DRAFT_INCLUDE });
}

/** The step's rules on the release as now saved, with what the form sent but could not be stored (`unsaved`). */
export async function checkSavedStep(
  deps: WizardDeps,
  owner: WizardOwner,
  releaseId: string,
  step: WizardStep,
  unsaved: Partial<ReleaseDraft> = {},
): Promise<CheckResult> {
  const release = await loadDraft(deps.prisma, releaseId);
  return checkWizardStep(step, { ...toReleaseDraft(release), ...unsaved }, await checkContextFor(deps, owner, release));
}

/** Marks the step the artist is on, so the draft resumes there. */
export async function markStep(deps: Pick<WizardDeps, 'prisma'>, releaseId: string, step: WizardStep): Promise<void> {
  await deps.prisma.release.update({ where: { id: releaseId }, data: { wizardStep: step } });
}
