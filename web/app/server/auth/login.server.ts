import { signIn, type Account } from '@slipcase/services/accounts/sign-in';
import { isLanguage } from '../../i18n';
import { languageCookie } from '../../i18next.server';
import { accountDeps } from '../deps.server';
import { startSession } from '../session.server';
import type { AuthFailure } from './auth-failure.server';
import { lastDrawnCaptchaId } from './captcha-cookie.server';

/** What signing in takes (000 §3), from the page's form or `POST /v1/auth/login`. */
export interface LoginInput {
  /** A username or an e-mail address. */
  username: string;
  password: string;
  captcha: string;
  /** The captcha's id; absent or blank: the one last drawn for this browser (lastDrawnCaptchaId). */
  captcha_id?: string | undefined;
  /** The interface language the caller is using. */
  lang?: string;
}

/**
 * Where a sign-in ended. Every outcome but `refused` carries the Set-Cookie values to send: the session's,
 * and the saved language's when the account has one (the saved choice comes first, 000 §1).
 */
export type LoginOutcome =
  | { kind: 'refused'; failure: AuthFailure }
  /** The password was right but the e-mail address is unconfirmed: a fresh code was sent, no session started. */
  | { kind: 'verification_required'; email: string; cookies: string[] }
  /** The password was right; a session waits for the TOTP code. */
  | { kind: 'two_factor'; userId: string; cookies: string[] }
  /** Signed in. A blocked account is too, but may see only the blocked page. */
  | { kind: 'signed_in'; userId: string; blocked: boolean; cookies: string[] };

async function languageCookies(account: Account): Promise<string[]> {
  return isLanguage(account.language) ? [await languageCookie.serialize(account.language)] : [];
}

/** Signs in with the service's rules (signIn) and starts the session its outcome calls for. */
export async function login(request: Request, address: string, input: LoginInput): Promise<LoginOutcome> {
  const fallbackLanguage = isLanguage(input.lang) ? input.lang : null;
  const captchaId = input.captcha_id?.trim() || (await lastDrawnCaptchaId(request));
  const outcome = await signIn(accountDeps(), { ...input, captcha_id: captchaId, address, fallbackLanguage });
  if (outcome.kind === 'refused') return outcome;
  const { account } = outcome;
  const cookies = await languageCookies(account);
  if (outcome.kind === 'verification_required') return { kind: 'verification_required', email: account.email, cookies };
  if (outcome.kind === 'two_factor') {
    const session = await startSession(request, account.id, { twoFactorPending: true });
    return { kind: 'two_factor', userId: account.id, cookies: [...cookies, session] };
  }
  return { kind: 'signed_in', userId: account.id, blocked: outcome.blocked, cookies: [...cookies, await startSession(request, account.id)] };
}

/** Headers carrying every Set-Cookie of an outcome. */
export function cookieHeaders(cookies: readonly string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
