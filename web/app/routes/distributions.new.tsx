import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { NEW_RELEASE_FIRST_STEP } from '../lib/wizard-steps';
import { requireUser } from '../server/session.server';

/** /distributions/new: a new release is made through the wizard, from its first step (the query kept). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(`${NEW_RELEASE_FIRST_STEP}${new URL(request.url).search}`);
}
