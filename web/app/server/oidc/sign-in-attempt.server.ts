import { config } from '@slipcase/config';
import { createCookie, redirect, type Cookie } from '@remix-run/node';
import { authorizationUrl, isAttempt, newAttempt, type SignInAttempt } from '@slipcase/services/accounts/oidc/authorization-request';
import { discover } from '@slipcase/services/accounts/oidc/discovery';
import { isSecure } from '../session.server';
import type { ProviderConfig } from './config.server';

/** Ten minutes to choose an account at the provider and come back. */
export const ATTEMPT_TTL_SECONDS = 10 * 60;

// Made on first use, not on import: the server imports this module before it checks the configuration.
let cookie: Cookie | undefined;
function attemptCookie(): Cookie {
  const secret = config().web.sessionSecret;
  cookie ??= createCookie('__oidc', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: ATTEMPT_TTL_SECONDS, secrets: secret ? [secret] : undefined });
  return cookie;
}

/** Where providers send people back to (registered with each provider as the redirect URI). */
export const CALLBACK_PATH = '/auth/callback';

/**
 * Starts a sign-in with the provider: remembers the attempt in its cookie and sends the browser to the
 * provider's authorization endpoint (authorization code flow with PKCE S256 and a nonce).
 */
export async function beginSignIn(
  request: Request,
  config: ProviderConfig,
  options: { redirectTo: string; referredBy?: string | null; loginHint?: string | null },
): Promise<Response> {
  const metadata = await discover(config.issuer);
  const redirectUri = `${new URL(request.url).origin}${CALLBACK_PATH}`;
  const attempt = newAttempt(config, { redirectUri, redirectTo: options.redirectTo, referredBy: options.referredBy });
  const url = authorizationUrl(metadata, config, attempt, options.loginHint);
  const cookie = await attemptCookie().serialize(attempt, { secure: isSecure(request) });
  return redirect(url.href, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

/** The attempt the request's cookie holds; null when there is none, it expired, or it was tampered with. */
export async function readAttempt(request: Request): Promise<SignInAttempt | null> {
  const value: unknown = await attemptCookie().parse(request.headers.get('Cookie'));
  return isAttempt(value) ? value : null;
}

/** The Set-Cookie that forgets the attempt: each one is finished once, whatever the outcome. */
export function clearAttempt(request: Request): Promise<string> {
  return attemptCookie().serialize('', { maxAge: 0, secure: isSecure(request) });
}
