import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isTheme } from '../lib/theme';
import { saveTheme } from '@slipcase/services/accounts/preferences';
import { accountDeps } from '../server/deps.server';
import { requireUser, safeRedirect } from '../server/session.server';

/** Saves a subscriber's light or dark choice (User.theme) and goes back; other plans may not choose dark. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const theme = form.get('theme');
  if (!isTheme(theme)) throw new Response('Bad request', { status: 400 });
  if (!(await saveTheme(accountDeps(), { user, theme }))) throw new Response('Forbidden', { status: 403 });
  return redirect(safeRedirect(form.get('redirectTo'), '/dashboard'));
}

export const loader = () => redirect('/');
