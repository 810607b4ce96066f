import { createHash, randomBytes } from 'node:crypto';
import { createCookie, redirect } from '@remix-run/node';
import { getPrisma } from '@slipcase/db';

/**
 * Server-side sessions (docs/decisions/004): the cookie holds a random 32-byte token, the database only its
 * SHA-256, so a leaked database cannot be replayed as cookies and signing out really ends the session.
 */
export const SESSION_COOKIE_NAME = '__session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sessionCookie = createCookie(SESSION_COOKIE_NAME, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secrets: process.env.SESSION_SECRET ? [process.env.SESSION_SECRET] : undefined,
});

/** What pages know of the signed-in user. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  name: string;
  role: 'artist' | 'operator';
  plan: string;
  /** IANA time zone of the user's calendar (the takedown countdown). */
  timeZone: string;
  freeze: boolean;
  banned: boolean;
}

const userFields = {
  id: true,
  email: true,
  username: true,
  name: true,
  role: true,
  plan: true,
  timeZone: true,
  freeze: true,
  banned: true,
} as const;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Secure cookies in production when the request came over https (directly or through a proxy); tests use http. */
function isSecure(request: Request): boolean {
  if (process.env.NODE_ENV !== 'production') return false;
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim();
  return new URL(request.url).protocol === 'https:' || forwarded === 'https';
}

/** The session token the request's cookie carries, if any. */
export async function readSessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function isBlocked(user: Pick<SessionUser, 'freeze' | 'banned'>): boolean {
  return user.freeze || user.banned;
}

/** The signed-in user, or null (no cookie, unknown token, or expired session). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = await readSessionToken(request);
  if (!token) return null;
  const prisma = getPrisma();
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    select: { id: true, expiresAt: true, user: { select: userFields } },
  });
  if (!session) return null;
  if (session.expiresAt.getTime() <= Date.now()) {
    await prisma.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  return session.user;
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

export async function requireOperator(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'operator') throw new Response('Forbidden', { status: 403 });
  return user;
}

/** A same-site path to go to after signing in; anything else (other hosts, `//host`, `/\host`) gives the fallback. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/dashboard'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  return to;
}

/** Starts a session for the user and redirects, setting the cookie. */
export async function createUserSession(request: Request, userId: string, redirectTo: string): Promise<Response> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await getPrisma().session.create({ data: { tokenHash: hashSessionToken(token), userId, expiresAt } });
  const cookie = await sessionCookie.serialize(token, { expires: expiresAt, secure: isSecure(request) });
  return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}

/** Ends the session in the database (the cookie alone is worthless afterwards) and clears the cookie. */
export async function destroyUserSession(request: Request, redirectTo = '/'): Promise<Response> {
  const token = await readSessionToken(request);
  if (token) await getPrisma().session.deleteMany({ where: { tokenHash: hashSessionToken(token) } });
  const cookie = await sessionCookie.serialize('', { maxAge: 0, secure: isSecure(request) });
  return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } });
}
