import { createHash, randomBytes } from 'node:crypto';
import { createCookie, redirect } from '@remix-run/node';
import { isSecure } from '../session.server';
import { isProviderId, type OAuthProviderId, type ProviderConfig } from './config.server';
import { discover } from '@slipcase/services/accounts/oidc/discovery';

/**
 * One social sign-in on its way through the provider: what the callback must find again. It lives in a
 * short-lived HttpOnly cookie (signed with SESSION_SECRET when set), so any web process can finish it.
 */
export interface SignInAttempt {
  provider: OAuthProviderId;
  /** Must come back unchanged with the code (CSRF protection of the callback). */
  state: string;
  /** Must be in the ID token (no replay of a token issued to another sign-in). */
  nonce: string;
  /** PKCE: only the holder of this cookie can redeem the code. */
  codeVerifier: string;
  /** The redirect_uri of the authorization request, which the token request repeats. */
  redirectUri: string;
  /** Where to go once signed in: a same-site path. */
  redirectTo: string;
  /** A referral code that rode along, kept on an account this sign-in creates. */
  referredBy: string | null;
}

/** Ten minutes to choose an account at the provider and come back. */
export const ATTEMPT_TTL_SECONDS = 10 * 60;

const attemptCookie = createCookie('__oidc', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: ATTEMPT_TTL_SECONDS,
  secrets: process.env.SESSION_SECRET ? [process.env.SESSION_SECRET] : undefined,
});

/** Where providers send people back to (registered with each provider as the redirect URI). */
export const CALLBACK_PATH = '/auth/callback';

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

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
  const attempt: SignInAttempt = {
    provider: config.id,
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    redirectUri: `${new URL(request.url).origin}${CALLBACK_PATH}`,
    redirectTo: options.redirectTo,
    referredBy: options.referredBy ?? null,
  };
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', attempt.redirectUri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', attempt.state);
  url.searchParams.set('nonce', attempt.nonce);
  url.searchParams.set('code_challenge', codeChallenge(attempt.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (options.loginHint) url.searchParams.set('login_hint', options.loginHint);
  const cookie = await attemptCookie.serialize(attempt, { secure: isSecure(request) });
  return redirect(url.href, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

function isAttempt(value: unknown): value is SignInAttempt {
  if (value === null || typeof value !== 'object') return false;
  const attempt = value as Record<string, unknown>;
  const strings = ['state', 'nonce', 'codeVerifier', 'redirectUri', 'redirectTo'] as const;
  return (
    isProviderId(attempt.provider) &&
    strings.every((key) => typeof attempt[key] === 'string' && attempt[key] !== '') &&
    (attempt.referredBy === null || typeof attempt.referredBy === 'string')
  );
}

/** The attempt the request's cookie holds; null when there is none, it expired, or it was tampered with. */
export async function readAttempt(request: Request): Promise<SignInAttempt | null> {
  const value: unknown = await attemptCookie.parse(request.headers.get('Cookie'));
  return isAttempt(value) ? value : null;
}

/** The Set-Cookie that forgets the attempt: each one is finished once, whatever the outcome. */
export function clearAttempt(request: Request): Promise<string> {
  return attemptCookie.serialize('', { maxAge: 0, secure: isSecure(request) });
}
