import type { FieldError } from '@slipcase/domain';
import type { ReleaseDraftRow } from '../releases/release-draft';
import { writeBasicInfo } from './basic-info';
import { applyReleaseChanges, basicInfoOf, changedDraft, checkReleaseChanges, otherStepsData } from './release-changes';
import type { ReleaseChanges, WizardDeps, WizardOwner } from './wizard-inputs';

/**
 * What a creation or a change through `/v1` came to: `refused` (the rules' problems, nothing stored), `conflict`
 * (checked, but not storable: a UPC another release has), `replayed` (an earlier call with the same
 * Idempotency-Key made this release), or `done` with the rules' warnings.
 */
export type DraftChangeResult =
  | { outcome: 'refused'; errors: FieldError[] }
  | { outcome: 'conflict'; errors: FieldError[] }
  | { outcome: 'replayed'; releaseId: string }
  | { outcome: 'done'; releaseId: string; warnings: FieldError[] };

/**
 * Makes a draft as the wizard's first step makes it, with the other fields sent set in the same insert (a draft is
 * never left half made), once every field sent passes the rules. With an `idempotencyKey` the owner already made
 * a release with, that release is answered and nothing is made.
 */
export async function createDraftRelease(
  deps: WizardDeps,
  owner: WizardOwner,
  changes: ReleaseChanges,
  options: { idempotencyKey?: string; via?: 'web' | 'cli' } = {},
): Promise<DraftChangeResult> {
  const { idempotencyKey } = options;
  if (idempotencyKey) {
    const where = { ownerId_idempotencyKey: { ownerId: owner.id, idempotencyKey } };
    const existing = await deps.prisma.release.findUnique({ where, select: { id: true } });
    if (existing) return { outcome: 'replayed', releaseId: existing.id };
  }
  const check = await checkReleaseChanges(deps, owner, null, changes);
  if (check.errors.length > 0) return { outcome: 'refused', errors: check.errors };
  const draft = changedDraft(null, changes);
  const saved = await writeBasicInfo(deps, owner, null, basicInfoOf(draft), { ...options, otherSteps: otherStepsData(deps, draft, changes) });
  if ('errors' in saved) return { outcome: 'conflict', errors: saved.errors };
  if (saved.replayed) return { outcome: 'replayed', releaseId: saved.releaseId };
  return { outcome: 'done', releaseId: saved.releaseId, warnings: check.warnings };
}

/** Changes the fields sent of an editable release, only if every one of them passes the wizard's rules. */
export async function changeDraftRelease(deps: WizardDeps, owner: WizardOwner, release: ReleaseDraftRow, changes: ReleaseChanges): Promise<DraftChangeResult> {
  const check = await checkReleaseChanges(deps, owner, release, changes);
  if (check.errors.length > 0) return { outcome: 'refused', errors: check.errors };
  const unsaved = await applyReleaseChanges(deps, owner, release, changes);
  if (unsaved.length > 0) return { outcome: 'conflict', errors: unsaved };
  return { outcome: 'done', releaseId: release.id, warnings: check.warnings };
}
