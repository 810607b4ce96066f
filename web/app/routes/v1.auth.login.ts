import { json, type ActionFunctionArgs } from '@remix-run/node';
import { loginRequestSchema } from '@slipcase/api-contract/auth-schemas';
import { API_HEADERS } from '../server/api-auth.server';
import { apiUser } from '@slipcase/services/accounts/api-user';
import { accountDeps } from '../server/deps.server';
import { parseApiInput } from '../server/auth/api-input.server';
import { authFailureResponse } from '../server/auth/auth-failure.server';
import { cookieHeaders, login } from '../server/auth/login.server';
import { clientAddress } from '../server/load-context';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/login (000 §7), JSON or form: `{ username, password, captcha, lang?, captcha_id? }`
 * (loginRequestSchema), where username may be the e-mail address and captcha_id comes from GET /v1/auth/captcha;
 * without it, the captcha last drawn for this browser is checked (its `__captcha` cookie). Answers 200 with
 * - `{ user }` (the User record, as GET /v1/api/user) and the session cookie; or
 * - `{ two_factor: true }` and a session cookie good only for POST /v1/auth/twofactor-confirm; or
 * - `{ verification_required: true, email }`: the e-mail address is unconfirmed, a new code was mailed.
 * Refusals: 400 required / captcha_invalid, 401 invalid_username / invalid_password, 429 too_many_attempts
 * with Retry-After, all as `{ error: { code, message, field } }`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await parseApiInput(request, loginRequestSchema);
  if (!body.ok) return body.response;
  const outcome = await login(request, clientAddress(context), body.value);
  if (outcome.kind === 'refused') return authFailureResponse(outcome.failure);
  const headers = cookieHeaders(outcome.cookies, API_HEADERS);
  switch (outcome.kind) {
    case 'verification_required':
      return json({ verification_required: true, email: outcome.email }, { headers });
    case 'two_factor':
      return json({ two_factor: true }, { headers });
    case 'signed_in':
      return json({ user: await apiUser(accountDeps(), { userId: outcome.userId }) }, { headers });
  }
}

export const loader = methodNotAllowed('POST');
