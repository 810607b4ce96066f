import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { themeFormSchema } from '../lib/preference-schemas';
import { saveTheme } from '@slipcase/services/accounts/preferences';
import { accountDeps } from '../server/deps.server';
import { readFormValue } from '../server/read-form.server';
import { requireUser, safeRedirect } from '../server/session.server';

/** Saves a subscriber's light or dark choice (User.theme) and goes back; other plans may not choose dark. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { theme, redirectTo } = await readFormValue(request, themeFormSchema);
  if (!(await saveTheme(accountDeps(), { user, theme }))) throw new Response('Forbidden', { status: 403 });
  return redirect(safeRedirect(redirectTo, '/dashboard'));
}

export const loader = () => redirect('/');
