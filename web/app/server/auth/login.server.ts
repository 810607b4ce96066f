import { isLanguage } from '../../i18n';
import { languageCookie } from '../../i18next.server';
import { findAccount, passwordMatches, type Account } from '../auth.server';
import { isBlocked, startSession } from '../session.server';
import { tooManyAttempts, type AuthFailure } from './auth-failure.server';
import { checkCaptcha } from './captcha.server';
import { sendVerificationCode } from './email-verification.server';
import { accountKey, recordAttempt, throttleWait } from './throttle.server';

/** What signing in takes (000 §3), from the page's form or `POST /v1/auth/login`. */
export interface LoginInput {
  /** A username or an e-mail address. */
  username: string;
  password: string;
  captcha: string;
  captcha_id: string;
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

function refused(failure: AuthFailure): LoginOutcome {
  return { kind: 'refused', failure };
}

async function languageCookies(account: Account): Promise<string[]> {
  return isLanguage(account.language) ? [await languageCookie.serialize(account.language)] : [];
}

/** A new code for an unconfirmed address, in the account's language, else in the one the caller is using. */
async function sendFreshCode(account: Account, lang: string | undefined): Promise<void> {
  const language = account.language ?? (isLanguage(lang) ? lang : null);
  try {
    await sendVerificationCode({ id: account.id, email: account.email, name: account.name, language });
  } catch (error) {
    // The verification page can send another; failing here would only hide where to go next.
    console.error('[login] the verification code could not be sent', error);
  }
}

/**
 * Signs in (000 §4) in this order: throttling, captcha, account, password; then a blocked account gets its
 * session (for the blocked page only), an unconfirmed e-mail a new code, two-factor a pending session.
 * `address` is the caller's, for throttling.
 */
export async function login(request: Request, address: string, input: LoginInput): Promise<LoginOutcome> {
  const account = await findAccount(input.username);
  const source = { identifier: accountKey(input.username, account), address };
  const wait = await throttleWait(source);
  if (wait !== null) return refused(tooManyAttempts(wait));
  if (!(await checkCaptcha(input.captcha_id, input.captcha))) {
    return refused({ code: 'captcha_invalid', status: 400, field: 'captcha' });
  }
  const rightPassword = await passwordMatches(account, input.password);
  await recordAttempt(source, account !== null && rightPassword);
  if (!account) return refused({ code: 'invalid_username', status: 401, field: 'username' });
  if (!rightPassword) return refused({ code: 'invalid_password', status: 401, field: 'password' });

  const cookies = await languageCookies(account);
  if (isBlocked(account)) {
    return { kind: 'signed_in', userId: account.id, blocked: true, cookies: [...cookies, await startSession(request, account.id)] };
  }
  if (account.emailVerifiedAt === null) {
    await sendFreshCode(account, input.lang);
    return { kind: 'verification_required', email: account.email, cookies };
  }
  if (account.twoFactorEnabled) {
    const session = await startSession(request, account.id, { twoFactorPending: true });
    return { kind: 'two_factor', userId: account.id, cookies: [...cookies, session] };
  }
  return { kind: 'signed_in', userId: account.id, blocked: false, cookies: [...cookies, await startSession(request, account.id)] };
}

/** Headers carrying every Set-Cookie of an outcome. */
export function cookieHeaders(cookies: readonly string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
