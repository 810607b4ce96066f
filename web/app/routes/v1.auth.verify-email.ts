import { json, type ActionFunctionArgs } from '@remix-run/node';
import { verifyEmailSchema } from '../lib/signup-schemas';
import { API_HEADERS } from '../server/api-auth.server';
import { apiUser } from '@slipcase/services/accounts/api-user';
import { accountDeps } from '../server/deps.server';
import { parseApiInput } from '../server/auth/api-input.server';
import { authFailureResponse } from '../server/auth/auth-failure.server';
import { verifyEmailCode } from '@slipcase/services/accounts/email-verification';
import { startVerifiedSession } from '../server/auth/verified-session.server';
import { cookieHeaders } from '../server/auth/login.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/verify-email, JSON or form: `{ email, code }`, the 6-digit code mailed at sign-up (or when an
 * unverified account signs in). A right code confirms the address and signs in, setting the session cookie:
 * 200 `{ user }` (the User record, as GET /v1/api/user), or `{ two_factor: true }` when the account has
 * two-factor on (then POST /v1/auth/twofactor-confirm). Refusals: 400 required / invalid_email / code_invalid,
 * 400 verification_failed for a wrong, expired or spent code (5 wrong tries spend a code).
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await parseApiInput(request, verifyEmailSchema);
  if (!body.ok) return body.response;
  const verified = await verifyEmailCode(accountDeps(), body.value);
  if (!verified) return authFailureResponse({ code: 'verification_failed', field: 'code' });
  const signIn = await startVerifiedSession(request, verified.userId);
  const headers = cookieHeaders([signIn.cookie], API_HEADERS);
  if (signIn.twoFactorPending) return json({ two_factor: true }, { headers });
  return json({ user: await apiUser(accountDeps(), { userId: verified.userId }) }, { headers });
}

export const loader = methodNotAllowed('POST');
