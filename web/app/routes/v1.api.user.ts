import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { API_HEADERS, requireApiCaller } from '../server/api-auth.server';
import { apiUser } from '@slipcase/services/accounts/api-user';
import { accountDeps } from '../server/deps.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * GET /v1/api/user (000 §7): the signed-in user, the User record of 000 §3:
 * `{ _id, name, username, email, subscription: { plan_name, status, current_period_end } | null, freeze, banned,
 * impersonate }`. With a session or a personal access token (`read`; what `slipcase login` checks a token with).
 * 401 without either (or with a session still owing its two-factor code), 403 for a blocked account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireApiCaller(request, 'read');
  return json(await apiUser(accountDeps(), { userId: user.id, impersonate: user.impersonatorId !== null }), { headers: API_HEADERS });
}

export const action = methodNotAllowed('GET, HEAD');
