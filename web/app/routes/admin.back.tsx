import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { canImpersonate } from '@slipcase/domain';
import { endImpersonation } from '../server/admin/impersonation.server';

/**
 * POST /admin/back ("Back to Admin"): ends the impersonation and signs the admin back in as themselves, on
 * /admin/users. Without an impersonation there is nothing to go back from: the dashboard (or sign-in).
 */
export async function action({ request }: ActionFunctionArgs) {
  const result = await endImpersonation(request);
  if (!result) return redirect('/dashboard');
  const to = canImpersonate(result.admin.role) ? '/admin/users' : '/dashboard';
  return redirect(to, { headers: { 'Set-Cookie': result.cookie } });
}

export const loader = () => redirect('/dashboard');
