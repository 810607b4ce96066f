import { json, type ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { registrationFields } from '../../lib/signup-schemas';
import { API_HEADERS } from '../api-auth.server';
import { apiUser } from '@slipcase/services/accounts/api-user';
import { accountDeps } from '../deps.server';
import { parseApiInput } from '../auth/api-input.server';
import { authFailureResponse } from '../auth/auth-failure.server';
import { cookieHeaders } from '../auth/login.server';
import type { OAuthProviderId } from './config.server';
import { completeCallback, tokenLogin } from './social-sign-in.server';
import type { SocialOutcome } from './social-session.server';

const required = () => z.string({ error: 'required' }).trim().min(1, { error: 'required' });

/** POST /v1/auth/{google,apple}-login (000 §3 "social login"). */
export const socialLoginSchema = z.object({
  id: required(),
  email: required(),
  name: z.string().optional(),
  provider_token: required(),
  lang: z.string().optional(),
  /** Always "web" from the web client; not used. */
  source: z.string().optional(),
  referred_by_user: registrationFields.referred_by_user,
});

/** POST /v1/auth/apple/callback (000 §3 "provider callback"). */
export const providerCallbackSchema = z.object({ code: required(), state: required() });

/**
 * The `/v1` answer of a social sign-in: `{ user }` with the session cookie, `{ two_factor: true }` with a
 * session good only for the code, or `{ error }`. `cookies` are sent whatever the outcome.
 */
export async function socialApiResponse(outcome: SocialOutcome, cookies: readonly string[]): Promise<Response> {
  if (outcome.kind === 'refused') {
    const response = authFailureResponse(outcome.failure);
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    return response;
  }
  const headers = cookieHeaders(cookies, API_HEADERS);
  if (outcome.kind === 'two_factor') return json({ two_factor: true }, { headers });
  return json({ user: await apiUser(accountDeps(), { userId: outcome.userId }) }, { headers });
}

/** The action of POST /v1/auth/<provider>-login. */
export function socialLoginAction(provider: OAuthProviderId) {
  return async ({ request }: ActionFunctionArgs): Promise<Response> => {
    const body = await parseApiInput(request, socialLoginSchema);
    if (!body.ok) return body.response;
    const outcome = await tokenLogin(request, provider, body.value);
    return socialApiResponse(outcome, 'cookies' in outcome ? outcome.cookies : []);
  };
}

/** The action of POST /v1/auth/<provider>/callback: finishes the attempt this browser began. */
export function providerCallbackAction(provider: OAuthProviderId) {
  return async ({ request }: ActionFunctionArgs): Promise<Response> => {
    const body = await parseApiInput(request, providerCallbackSchema);
    if (!body.ok) return body.response;
    const result = await completeCallback(request, body.value, { provider });
    return socialApiResponse(result.outcome, result.cookies);
  };
}
