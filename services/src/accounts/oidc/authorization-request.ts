import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderId } from '../social-account';
import type { ProviderMetadata } from './discovery';
import { isProviderId, type ProviderConfig } from './provider-config';

/**
 * One social sign-in on its way through the provider: what the callback must find again. The web keeps it in a
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

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** A new attempt with the provider: fresh state, nonce and PKCE verifier. */
export function newAttempt(
  config: ProviderConfig,
  options: { redirectUri: string; redirectTo: string; referredBy?: string | null },
): SignInAttempt {
  return {
    provider: config.id,
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    redirectUri: options.redirectUri,
    redirectTo: options.redirectTo,
    referredBy: options.referredBy ?? null,
  };
}

/** The provider's authorization endpoint for the attempt (authorization code flow with PKCE S256 and a nonce). */
export function authorizationUrl(metadata: ProviderMetadata, config: ProviderConfig, attempt: SignInAttempt, loginHint?: string | null): URL {
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', attempt.redirectUri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', attempt.state);
  url.searchParams.set('nonce', attempt.nonce);
  url.searchParams.set('code_challenge', codeChallenge(attempt.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  return url;
}

/** Whether a value read back (from the attempt's cookie) is a whole attempt. */
export function isAttempt(value: unknown): value is SignInAttempt {
  if (value === null || typeof value !== 'object') return false;
  const attempt = value as Record<string, unknown>;
  const strings = ['state', 'nonce', 'codeVerifier', 'redirectUri', 'redirectTo'] as const;
  return (
    isProviderId(attempt.provider) &&
    strings.every((key) => typeof attempt[key] === 'string' && attempt[key] !== '') &&
    (attempt.referredBy === null || typeof attempt.referredBy === 'string')
  );
}
