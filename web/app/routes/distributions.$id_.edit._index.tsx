import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { editStepPath, isWizardStep, WIZARD_STEPS } from '../lib/wizard-steps';
import { lastSavedStep } from '../server/releases.server';
import { requireUser } from '../server/session.server';

/** /distributions/{id}/edit (000 §2) resumes a draft at the step it was last saved at, else at the first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const step = params.id ? ((await lastSavedStep(user.id, params.id)) ?? undefined) : undefined;
  throw redirect(editStepPath(params.id ?? '', isWizardStep(step) ? step : WIZARD_STEPS[0]));
}
