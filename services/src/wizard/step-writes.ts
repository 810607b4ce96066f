import { checkStoresOpen, isStaff, type CheckResult } from '@slipcase/domain';
import { checkSavedStep } from './saved-step';
import type { DistributionInput, WizardDeps, WizardOwner } from './wizard-inputs';

const asDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** The stores picked, as stored: only ids of this installation's stores. */
export function platformsData(deps: Pick<WizardDeps, 'stores'>, platforms: readonly string[]): { platforms: string[] } {
  const known = new Set(deps.stores.map((store) => store.id));
  return { platforms: platforms.filter((id) => known.has(id)) };
}

/** Keeps the stores picked, then the step's rules on what was stored; an operators' sandbox store an artist picked keeps nothing. */
export async function savePlatforms(deps: WizardDeps, owner: WizardOwner, releaseId: string, platforms: string[]): Promise<CheckResult> {
  const closed = checkStoresOpen(owner.role !== undefined && isStaff(owner.role), platforms, deps.stores);
  if (closed.length > 0) return { errors: closed, warnings: [] };
  await deps.prisma.release.update({ where: { id: releaseId }, data: { ...platformsData(deps, platforms), wizardStep: 'platforms' } });
  return checkSavedStep(deps, owner, releaseId, 'platforms');
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

/** Stores date, schedule and pre-save, then the step's rules on what was stored. */
export async function saveDistribution(deps: WizardDeps, owner: WizardOwner, releaseId: string, input: DistributionInput): Promise<CheckResult> {
  await deps.prisma.release.update({ where: { id: releaseId }, data: { ...distributionData(input), wizardStep: 'distribution' } });
  const check = await checkSavedStep(deps, owner, releaseId, 'distribution');
  // A date the form sent blank is reported as missing, whatever was kept.
  return input.releaseDate ? check : { ...check, errors: [{ code: 'release_date_required', field: 'releaseDate' }, ...check.errors] };
}

/** The agreements ticked on the review step as stored, with when they were accepted. */
export function agreementsData(deps: Pick<WizardDeps, 'now'>, agreements: readonly string[]) {
  return { agreements: [...agreements], agreementsAcceptedAt: agreements.length > 0 ? deps.now : null };
}

/** Keeps the agreements ticked on the review step. */
export async function saveAgreements(deps: Pick<WizardDeps, 'prisma' | 'now'>, releaseId: string, agreements: readonly string[]): Promise<void> {
  await deps.prisma.release.update({ where: { id: releaseId }, data: { ...agreementsData(deps, agreements), wizardStep: 'review' } });
}
