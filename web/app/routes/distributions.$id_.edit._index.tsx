import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getPrisma } from '@slipcase/db';
import { editStepPath, isWizardStep, WIZARD_STEPS } from '../lib/wizard-steps';
import { requireUser } from '../server/session.server';

/** /distributions/{id}/edit (000 §2) resumes a draft at the step it was last saved at, else at the first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const release = params.id
    ? await getPrisma().release.findFirst({ where: { id: params.id, ownerId: user.id }, select: { wizardStep: true } })
    : null;
  const step = release?.wizardStep ?? undefined;
  throw redirect(editStepPath(params.id ?? '', isWizardStep(step) ? step : WIZARD_STEPS[0]));
}
