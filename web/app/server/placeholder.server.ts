import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { PLACEHOLDERS, type PlaceholderFeature } from '../lib/placeholders';
import { getSessionUser, requireUser } from './session.server';

/**
 * The loader of a page whose feature is not built yet: it guards the page as the real one will (a visitor is sent
 * to sign in and back) and tells the page which feature it stands for.
 */
export function placeholderLoader(feature: PlaceholderFeature) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = PLACEHOLDERS[feature].access === 'user' ? await requireUser(request) : await getSessionUser(request);
    return json({ feature, signedIn: user !== null, plan: user?.plan ?? null });
  };
}
