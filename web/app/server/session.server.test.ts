import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../testing/database';
import {
  SESSION_COOKIE_NAME,
  createUserSession,
  destroyUserSession,
  getSessionUser,
  hashSessionToken,
  readSessionToken,
  requireOperator,
  requireUser,
  safeRedirect,
} from './session.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** The thrown (or returned) response of a helper that redirects. */
async function responseOf(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected a thrown Response');
}

async function tokenFrom(response: Response): Promise<string> {
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  const token = await readSessionToken(new Request('http://localhost/', { headers: { Cookie: cookie } }));
  if (!token) throw new Error('no session cookie');
  return token;
}

async function signedInRequest(userId: string, path = '/dashboard'): Promise<Request> {
  const response = await createUserSession(new Request('http://localhost/auth/login'), userId, '/dashboard');
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
}

describe('requireUser', () => {
  it('sends a visitor to sign in, keeping the full requested path and query', async () => {
    const response = await responseOf(requireUser(new Request('http://localhost/distributions/new?artist=a1&step=2')));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('redirect')).toBe('/distributions/new?artist=a1&step=2');
  });

  it('gives the signed-in user', async () => {
    const user = await createUser(database, { username: 'signed-in', password: 'pw-123456!' });
    expect(await requireUser(await signedInRequest(user.id))).toMatchObject({ id: user.id, username: 'signed-in' });
  });

  it('sends a frozen or banned account to the blocked page', async () => {
    const frozen = await createUser(database, { username: 'frozen', password: 'pw-123456!', freeze: true });
    const banned = await createUser(database, { username: 'banned', password: 'pw-123456!', banned: true });
    for (const user of [frozen, banned]) {
      const response = await responseOf(requireUser(await signedInRequest(user.id)));
      expect(response.headers.get('Location')).toBe('/account/blocked');
    }
  });

  it('refuses an artist where an operator is required, and lets an operator in', async () => {
    const artist = await createUser(database, { username: 'just-artist', password: 'pw-123456!' });
    const operator = await createUser(database, { username: 'op', password: 'pw-123456!', role: 'operator' });
    expect((await responseOf(requireOperator(await signedInRequest(artist.id)))).status).toBe(403);
    expect((await requireOperator(await signedInRequest(operator.id))).id).toBe(operator.id);
  });
});

describe('sessions', () => {
  it('stores only the SHA-256 of the cookie token, with a 30-day expiry', async () => {
    const user = await createUser(database, { username: 'hashed', password: 'pw-123456!' });
    const before = Date.now();
    const response = await createUserSession(new Request('http://localhost/auth/login'), user.id, '/dashboard');
    const token = await tokenFrom(response);
    const rows = await database.prisma.session.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(rows[0]?.tokenHash).not.toContain(token);
    const days = ((rows[0]?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('forgets an expired session and deletes it', async () => {
    const user = await createUser(database, { username: 'expired', password: 'pw-123456!' });
    const request = await signedInRequest(user.id);
    await database.prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await getSessionUser(request)).toBeNull();
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('ends the session in the database on sign-out, so the old cookie no longer works', async () => {
    const user = await createUser(database, { username: 'leaving', password: 'pw-123456!' });
    const request = await signedInRequest(user.id);
    const response = await destroyUserSession(request);
    expect(response.headers.get('Set-Cookie')).toMatch(/Max-Age=0/i);
    expect(await getSessionUser(request)).toBeNull();
  });

  it('ignores a made-up token', async () => {
    const request = new Request('http://localhost/', { headers: { Cookie: `${SESSION_COOKIE_NAME}=forged` } });
    expect(await getSessionUser(request)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirect('/distributions?sort=oldest')).toBe('/distributions?sort=oldest');
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirect(unsafe)).toBe('/dashboard');
    }
  });
});
