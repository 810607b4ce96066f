import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isLanguage } from '../i18n';
import { languageCookie } from '../i18next.server';
import { safeRedirect } from '../server/session.server';

/** Saves the chosen language (the specification's "saved choice") and goes back where the user was. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get('lng');
  const back = safeRedirect(form.get('redirectTo'), '/');
  if (!isLanguage(lng)) return redirect(back);
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(lng) } });
}

export const loader = () => redirect('/');
