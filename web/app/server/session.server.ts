import { config } from '@slipcase/config';
import { createCookie, redirect, type Cookie } from '@remix-run/node';
import { getPrisma } from '@slipcase/db';
import { isBlocked, isStaff, type Role } from '@slipcase/domain';
import * as sessions from '@slipcase/services/accounts/sessions';

export { safeRedirect } from '@slipcase/domain';
export { hashSessionToken } from '@slipcase/services/accounts/sessions';

/** The cookie of a server-side session: a random token whose SHA-256 the database keeps (docs/decisions/004). */
export const SESSION_COOKIE_NAME = '__session';

// Made on first use, not on import: the server imports this module before it checks the configuration.
let cookie: Cookie | undefined;
function sessionCookie(): Cookie {
  const secret = config().web.sessionSecret;
  cookie ??= createCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax', secrets: secret ? [secret] : undefined });
  return cookie;
}

const deps = () => ({ prisma: getPrisma(), now: new Date() });

/** What pages know of the signed-in user. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  name: string;
  role: Role;
  plan: 'free' | 'pro' | 'advanced';
  theme: 'light' | 'dark';
  /** The saved interface language, if the user chose one. */
  language: string | null;
  emailVerified: boolean;
  /** IANA time zone of the user's calendar (the takedown countdown). */
  timeZone: string;
  freeze: boolean;
  banned: boolean;
  /** The admin behind an impersonation (000 §6): the page shows "Back to Admin". */
  impersonatorId: string | null;
}

/** Secure cookies in production when the request came over https (directly or through a proxy); tests use http. */
export function isSecure(request: Request): boolean {
  if (!config().production) return false;
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim();
  return new URL(request.url).protocol === 'https:' || forwarded === 'https';
}

/** The session token the request's cookie carries, if any. */
export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

async function findSession(request: Request) {
  const token = await readSessionToken(request);
  return token ? sessions.findSession(deps(), token) : null;
}

/**
 * The signed-in user, or null (no cookie, unknown token, expired session, or a session still waiting for its
 * two-factor code, which grants nothing but the code's page).
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await findSession(request);
  if (!session || session.twoFactorPending) return null;
  return { ...sessionUserOf(session.user), impersonatorId: session.impersonatorId };
}

/** A user row read with the session's fields (a session's, or an API token's account), as pages know it. */
export function sessionUserOf({ emailVerifiedAt, ...user }: sessions.SessionUserRow): SessionUser {
  return { ...user, theme: user.theme === 'dark' ? 'dark' : 'light', emailVerified: emailVerifiedAt !== null, impersonatorId: null };
}

/** The user whose session has the password checked and the TOTP code still owed (000 §4 "two-factor pending"). */
export async function getTwoFactorPendingUserId(request: Request): Promise<string | null> {
  const session = await findSession(request);
  return session?.twoFactorPending ? session.user.id : null;
}

/**
 * 000 §4: a session check answered 401 clears the session. The Set-Cookie that drops a session cookie naming no
 * live session (expired, signed out elsewhere, ended by a password reset), else null. A pending two-factor
 * session is live.
 */
export async function staleSessionCookie(request: Request): Promise<string | null> {
  if (!(await readSessionToken(request))) return null;
  if (await findSession(request)) return null;
  return sessionCookie().serialize('', { maxAge: 0, secure: isSecure(request) });
}

/** Marks the request's pending session as fully signed in, once the TOTP code was right. */
export async function completeTwoFactor(request: Request): Promise<void> {
  const token = await readSessionToken(request);
  if (token) await sessions.completeTwoFactor(deps(), token);
}

/** Where a visitor goes to sign in, coming back to the full requested path (query included) afterwards. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  return `/auth/login?${new URLSearchParams({ redirect: `${url.pathname}${url.search}` })}`;
}

export const BLOCKED_PATH = '/account/blocked';

/** The signed-in, unblocked user; otherwise throws the redirect to sign-in or to the blocked page. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect(loginPath(request));
  if (isBlocked(user)) throw redirect(BLOCKED_PATH);
  return user;
}

/** Operators and admins: the review queue and everything staff may see. */
export async function requireOperator(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isStaff(user.role)) throw new Response('Forbidden', { status: 403 });
  return user;
}

export type SessionOptions = sessions.SessionOptions;

/** Starts a session for the user (the request's own ends first) and returns its Set-Cookie value. */
export async function startSession(request: Request, userId: string, options: SessionOptions = {}): Promise<string> {
  const previousToken = await readSessionToken(request);
  const { token, expiresAt } = await sessions.startSession(deps(), { userId, previousToken, ...options });
  return sessionCookie().serialize(token, { expires: expiresAt, secure: isSecure(request) });
}

/** Starts a session for the user and redirects, setting the cookie. */
export async function createUserSession(
  request: Request,
  userId: string,
  redirectTo: string,
  options: SessionOptions = {},
): Promise<Response> {
  return redirect(redirectTo, { headers: { 'Set-Cookie': await startSession(request, userId, options) } });
}

/** Ends the session in the database (the cookie alone is worthless afterwards); returns the clearing Set-Cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await readSessionToken(request);
  if (token) await sessions.endSession(deps(), token);
  return sessionCookie().serialize('', { maxAge: 0, secure: isSecure(request) });
}

/** Ends the session and redirects, clearing the cookie. */
export async function destroyUserSession(request: Request, redirectTo = '/'): Promise<Response> {
  return redirect(redirectTo, { headers: { 'Set-Cookie': await endSession(request) } });
}
