import { json, type ActionFunctionArgs } from '@remix-run/node';
import { codeSchema } from '../lib/auth-schemas';
import { API_HEADERS } from '../server/api-auth.server';
import { apiUser } from '@slipcase/services/accounts/api-user';
import { accountDeps } from '../server/deps.server';
import { parseApiInput } from '../server/auth/api-input.server';
import { authFailureResponse } from '../server/auth/auth-failure.server';
import { completeTwoFactorSignIn } from '../server/auth/two-factor.server';
import { clientAddress } from '../server/load-context';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/twofactor-confirm (000 §7), JSON or form: `{ code }`, the 6-digit code of the authenticator app,
 * with the cookie of a sign-in that answered `{ two_factor: true }`. Answers 200 `{ user }`, the session now
 * complete; 400 required / code_invalid, 401 two_factor_failed (or session_expired without a pending sign-in),
 * 429 too_many_attempts with Retry-After.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await parseApiInput(request, codeSchema);
  if (!body.ok) return body.response;
  const result = await completeTwoFactorSignIn(request, body.value.code, clientAddress(context));
  if ('failure' in result) return authFailureResponse(result.failure);
  return json({ user: await apiUser(accountDeps(), { userId: result.userId }) }, { headers: API_HEADERS });
}

export const loader = methodNotAllowed('POST');
