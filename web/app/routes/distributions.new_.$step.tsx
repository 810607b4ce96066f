import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isWizardStep } from '../lib/wizard-steps';
import { requireUser } from '../server/session.server';

/**
 * /distributions/new/{step} (000 §2). The step-by-step wizard for a new release comes later; until then a new
 * release is made on the one-page form of /distributions/new, where every step of the wizard starts.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(isWizardStep(params.step) ? '/distributions/new' : '/');
}
