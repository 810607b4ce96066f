import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { startImpersonation } from '../server/admin/impersonation.server';
import { requireAdmin } from '../server/admin/require-admin.server';
import { impersonateSchema } from '../lib/admin-schemas';
import { readFormValue } from '../server/read-form.server';

/**
 * POST /admin/impersonate `userId`: the admin acts as that user from now on (their dashboard, their releases)
 * until "Back to Admin" (POST /admin/back). Staff accounts cannot be impersonated (403); an unknown id is 404.
 */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { userId } = await readFormValue(request, impersonateSchema);
  const result = await startImpersonation(request, admin, userId);
  if (!result.ok) throw new Response(result.refusal.code, { status: httpStatusOf(result.refusal.code) });
  return redirect('/dashboard', { headers: { 'Set-Cookie': result.cookie } });
}

export const loader = () => redirect('/admin/users');
