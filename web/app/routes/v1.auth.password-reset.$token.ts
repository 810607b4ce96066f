import { json, type ActionFunctionArgs } from '@remix-run/node';
import { apiResetPasswordSchema } from '../lib/signup-schemas';
import { API_HEADERS } from '../server/api-auth.server';
import { parseApiInput } from '../server/auth/api-input.server';
import { authFailureResponse } from '../server/auth/auth-failure.server';
import { resetPassword } from '@slipcase/services/accounts/password-reset';
import { accountDeps } from '../server/deps.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/password-reset/{token} (000 §7), JSON or form: `{ password, password_confirmation? }`, the token
 * from the mailed link. Answers 200 `{ message }`: the password is changed and every session of the account has
 * ended. Refusals: 400 password_weak / passwords_mismatch (field set), 400 reset_link_invalid for an unknown,
 * expired or already used link.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const body = await parseApiInput(request, apiResetPasswordSchema);
  if (!body.ok) return body.response;
  const result = await resetPassword(accountDeps(), { token: params.token ?? '', password: body.value.password });
  if (!result.ok) {
    return authFailureResponse({ code: result.code, field: result.code === 'password_weak' ? 'password' : undefined });
  }
  return json({ message: 'Password changed. Sign in with the new password.' }, { headers: API_HEADERS });
}

export const loader = methodNotAllowed('POST');
