import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { editStepPath, WIZARD_STEPS } from '../lib/wizard-steps';
import { requireUser } from '../server/session.server';

/** /distributions/{id}/edit (000 §2) resumes the release at the wizard's first step. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(editStepPath(params.id ?? '', WIZARD_STEPS[0]));
}
