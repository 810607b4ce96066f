import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { WIZARD_STEPS, type CheckResult, type FieldError, type WizardStep } from '@slipcase/domain';
import { json, redirect } from '@remix-run/node';
import { z } from 'zod';
import { encodeError } from '../../lib/error-messages';
import { basicInfoSchema, distributionSchema, platformsSchema, reviewSchema, trackSchema } from '../../lib/wizard-schemas';
import { editStepPath } from '../../lib/wizard-steps';
import { releasePath } from '../../lib/paths';
import { performReleaseIntent } from '../release-actions.server';
import type { SessionUser } from '../session.server';
import { checkSavedStep, deleteTrack, markStep, saveAgreements, saveBasicInfo, saveDistribution, savePlatforms, saveTrack, type ServiceDeps } from '@slipcase/services';
import { serviceDeps } from '../deps.server';
import { readForm } from '../read-form.server';

/**
 * What a step's form carries besides its fields: the review step's submit (a rejected release's notice posts
 * reopen), a track's delete button with its `trackId`, and the back and next buttons.
 */
export const stepControlsSchema = z.object({
  intent: z.enum(['reopen', 'submit', 'delete-track']).optional(),
  direction: z.enum(['back', 'next']).optional(),
  trackId: recordIdSchema.optional(),
});

export type StepControls = z.output<typeof stepControlsSchema>;

/** Field errors as conform shows them: encoded messages by field path ('' for the form). */
export function fieldErrorsOf(errors: readonly FieldError[]): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const error of errors) (byField[error.field ?? ''] ??= []).push(encodeError(error));
  return byField;
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

/**
 * Where a saved step goes: back, or on to the next step when its rules pass; otherwise it stays with the errors.
 * The draft remembers the step it goes to, where /distributions/{id}/edit resumes it.
 */
async function afterSave(deps: ServiceDeps, releaseId: string, step: WizardStep, back: boolean, check: CheckResult, reply: (errors: Record<string, string[]>) => unknown) {
  const previous = WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1];
  if (back && previous) {
    await markStep(deps, releaseId, previous);
    return redirect(editStepPath(releaseId, previous));
  }
  if (check.errors.length > 0) return json({ reply: reply(fieldErrorsOf(check.errors)), warnings: check.warnings.map(encodeError) }, { status: 400 });
  const next = nextStep(step);
  if (next) await markStep(deps, releaseId, next);
  return redirect(next ? editStepPath(releaseId, next) : releasePath(releaseId));
}

/**
 * Submits from the review step: the agreements saved first, then every rule, then the release workflow. A
 * rejected release being fixed is reopened instead, through the same checks.
 */
async function submit(deps: ServiceDeps, user: SessionUser, releaseId: string, status: string, form: FormData) {
  const submission = await readForm(form, reviewSchema);
  if (submission.status !== 'success') return json({ reply: submission.reply(), warnings: [] }, { status: 400 });
  await saveAgreements(deps, releaseId, submission.value.agreements);
  const check = await checkSavedStep(deps, user, releaseId, 'review');
  if (check.errors.length > 0) {
    return json({ reply: submission.reply({ fieldErrors: fieldErrorsOf(check.errors) }), warnings: check.warnings.map(encodeError) }, { status: 400 });
  }
  const reopening = status === 'rejected';
  const performed = await performReleaseIntent(user, releaseId, { intent: reopening ? 'reopen' : 'submit' });
  if (performed.result.ok) return redirect(reopening ? releasePath(releaseId) : `${releasePath(releaseId)}?submitted=1`);
  const formErrors = [performed.result.error ?? Object.values(performed.result.fieldErrors).flat()[0] ?? 'server_error'];
  return json({ reply: submission.reply({ formErrors }), warnings: [] }, { status: performed.status });
}

/** One track's form on the tracks step: saved with its problems answered, or deleted. */
async function track(deps: ServiceDeps, user: SessionUser, releaseId: string, trackId: string, form: FormData, deleting: boolean) {
  if (deleting) {
    const deleted = await deleteTrack(deps, releaseId, trackId);
    return deleted ? redirect(editStepPath(releaseId, 'tracks')) : json({ error: 'not_found', reply: undefined, warnings: [] }, { status: 404 });
  }
  const submission = await readForm(form, trackSchema);
  if (submission.status !== 'success') return json({ trackId, reply: submission.reply(), warnings: [] }, { status: 400 });
  const saved = await saveTrack(deps, user, releaseId, submission.value);
  if ('notFound' in saved) return json({ error: 'not_found', reply: undefined, warnings: [] }, { status: 404 });
  // Saved cleanly, the form shows what the server stored (the autofixed performer too), not what was sent.
  if (saved.errors.length === 0) return json({ trackId, reply: undefined, saved: true, warnings: saved.warnings.map(encodeError) });
  return json({ trackId, reply: submission.reply({ fieldErrors: fieldErrorsOf(saved.errors) }), saved: false, warnings: [] }, { status: 400 });
}

/** One wizard step's form, posted to /distributions/{id}/edit/{step}. */
export async function performStepAction(
  user: SessionUser,
  release: { id: string; status: string },
  step: WizardStep,
  form: FormData,
  controls: StepControls,
) {
  const releaseId = release.id;
  const back = controls.direction === 'back';
  const deps = await serviceDeps();
  if (controls.intent === 'submit') return submit(deps, user, releaseId, release.status, form);
  if (step === 'tracks' && controls.trackId) return track(deps, user, releaseId, controls.trackId, form, controls.intent === 'delete-track');
  switch (step) {
    case 'basic-info': {
      const submission = await readForm(form, basicInfoSchema);
      if (submission.status !== 'success') return json({ reply: submission.reply(), warnings: [] }, { status: 400 });
      const saved = await saveBasicInfo(deps, user, releaseId, submission.value);
      if ('errors' in saved) return json({ reply: submission.reply({ fieldErrors: fieldErrorsOf(saved.errors) }), warnings: [] }, { status: 400 });
      return afterSave(deps, releaseId, step, back, saved.check, (fieldErrors) => submission.reply({ fieldErrors }));
    }
    case 'platforms': {
      const submission = await readForm(form, platformsSchema);
      if (submission.status !== 'success') return json({ reply: submission.reply(), warnings: [] }, { status: 400 });
      const check = await savePlatforms(deps, user, releaseId, submission.value.platforms);
      return afterSave(deps, releaseId, step, back, check, (fieldErrors) => submission.reply({ fieldErrors }));
    }
    case 'distribution': {
      const submission = await readForm(form, distributionSchema);
      if (submission.status !== 'success') return json({ reply: submission.reply(), warnings: [] }, { status: 400 });
      const check = await saveDistribution(deps, user, releaseId, submission.value);
      return afterSave(deps, releaseId, step, back, check, (fieldErrors) => submission.reply({ fieldErrors }));
    }
    default: {
      // Artwork, tracks and follow save as they go (uploads, follows): moving on checks the step.
      await markStep(deps, releaseId, step);
      const check = await checkSavedStep(deps, user, releaseId, step);
      const errors = fieldErrorsOf(check.errors);
      return afterSave(deps, releaseId, step, back, check, () => ({ status: 'error', error: { '': Object.values(errors).flat() } }));
    }
  }
}
