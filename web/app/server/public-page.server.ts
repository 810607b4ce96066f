import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { getSessionUser } from './session.server';

/** Public pages that only need to know whether someone is signed in (to offer the dashboard instead of sign-up). */
export async function signedInLoader({ request }: LoaderFunctionArgs) {
  return json({ signedIn: (await getSessionUser(request)) !== null });
}
