import { timingSafeEqual } from 'node:crypto';
import { isLanguage } from '../../i18n';
import { i18next } from '../../i18next.server';
import type { AuthFailure } from '../auth/auth-failure.server';
import { providerConfig, type OAuthProviderId } from './config.server';
import type { ProviderIdentity } from '@slipcase/services/accounts/oidc/id-token';
import { identityFromClientToken, identityFromCode } from '@slipcase/services/accounts/oidc/provider-identity';
import { clearAttempt, readAttempt } from './sign-in-attempt.server';
import { providerFailure, signInWithIdentity, type SocialOutcome } from './social-session.server';

/** The callback could not be trusted or used (no attempt, another state, no code): 000 §8 "callback failure". */
const CALLBACK_FAILED: AuthFailure = { code: 'auth_failed', status: 400 };

/** The language a new account keeps: the one the caller says it uses, else the request's (cookie, query, browser). */
export async function requestLanguage(request: Request, lang?: string | null): Promise<string> {
  return isLanguage(lang) ? lang : i18next.getLocale(request);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function refused(failure: AuthFailure): SocialOutcome {
  return { kind: 'refused', failure };
}

function logFailure(provider: OAuthProviderId, error: unknown): void {
  console.warn(`[social] ${provider} sign-in refused: ${error instanceof Error ? error.message : String(error)}`);
}

/** What the callback came to: the outcome, where to go when signed in, and every Set-Cookie to send. */
export interface CallbackResult {
  outcome: SocialOutcome;
  provider: OAuthProviderId | null;
  redirectTo: string;
  cookies: string[];
}

/**
 * Finishes the sign-in the request's attempt cookie began (the page's /auth/callback and
 * POST /v1/auth/apple/callback): the state must be the attempt's and a code present; the code is traded for
 * the ID token, which must verify with the attempt's nonce; then the identity signs in. The attempt is
 * forgotten whatever happens. `provider`, when given, is the only provider whose attempt may finish here.
 */
export async function completeCallback(
  request: Request,
  params: { code: string | null | undefined; state: string | null | undefined },
  options: { provider?: OAuthProviderId } = {},
): Promise<CallbackResult> {
  const attempt = await readAttempt(request);
  const cookies = [await clearAttempt(request)];
  const done = (outcome: SocialOutcome): CallbackResult => ({
    outcome,
    provider: attempt?.provider ?? null,
    redirectTo: attempt?.redirectTo ?? '/dashboard',
    cookies: [...cookies, ...('cookies' in outcome ? outcome.cookies : [])],
  });
  const trusted =
    attempt !== null &&
    (options.provider === undefined || options.provider === attempt.provider) &&
    typeof params.state === 'string' &&
    sameText(params.state, attempt.state);
  if (!attempt || !trusted || !params.code) return done(refused(CALLBACK_FAILED));

  const config = providerConfig(attempt.provider);
  if (!config) return done(refused(providerFailure(attempt.provider)));
  let identity: ProviderIdentity;
  try {
    const { codeVerifier, redirectUri, nonce } = attempt;
    identity = await identityFromCode(config, { code: params.code, codeVerifier, redirectUri, nonce });
  } catch (error) {
    logFailure(attempt.provider, error);
    return done(refused(providerFailure(attempt.provider)));
  }
  const language = await requestLanguage(request);
  return done(await signInWithIdentity(request, attempt.provider, identity, { language, referredBy: attempt.referredBy }));
}

/** A `/v1` social login (000 §3): the provider's ID token and who the caller says it names. */
export interface TokenLoginInput {
  id: string;
  email: string;
  name?: string;
  provider_token: string;
  lang?: string;
  referred_by_user?: string;
}

/**
 * POST /v1/auth/{google,apple}-login: the caller signed in with the provider itself and sends the ID token it
 * got; the token must verify (signature, issuer, audience, expiry) and name the `id` and `email` sent with it.
 */
export async function tokenLogin(request: Request, provider: OAuthProviderId, input: TokenLoginInput): Promise<SocialOutcome> {
  const config = providerConfig(provider);
  if (!config) return refused({ ...providerFailure(provider), status: 404 });
  let identity: ProviderIdentity;
  try {
    identity = await identityFromClientToken(config, input.provider_token, input);
  } catch (error) {
    logFailure(provider, error);
    return refused(providerFailure(provider));
  }
  const language = await requestLanguage(request, input.lang);
  return signInWithIdentity(request, provider, identity, {
    language,
    referredBy: input.referred_by_user ?? null,
    name: input.name ?? null,
  });
}
