import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { withLangQuery } from '../lib/paths';
import { languageFormSchema } from '../lib/preference-schemas';
import { saveLanguage } from '../server/preferences.server';
import { readFormValue } from '../server/read-form.server';
import { safeRedirect } from '../server/session.server';

/**
 * Saves the chosen language (the specification's "saved choice": the cookie, and User.language when signed in)
 * and goes back where the user was. `inAddress=1` (the footer's language buttons, 000 §2 "each adds a lang query")
 * also sets `?lang=` on the way back; a `?lang=` already in the address is always set to the new choice, so the
 * address never names another language than the page shows.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { lng, redirectTo, inAddress } = await readFormValue(request, languageFormSchema);
  const back = safeRedirect(redirectTo, '/');
  const showInAddress = inAddress === '1' || new URL(back, 'http://local').searchParams.has('lang');
  return redirect(showInAddress ? withLangQuery(back, lng) : back, {
    headers: { 'Set-Cookie': await saveLanguage(request, lng) },
  });
}

export const loader = () => redirect('/');
