import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, readSessionToken } from '../server/session.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { action as back } from './admin.back';
import { action as impersonate } from './admin.impersonate';
import { loader as usersPage } from './admin.users';

let database: TestDatabase;
const ids: Record<'admin' | 'otherAdmin' | 'operator' | 'artist', string> = { admin: '', otherAdmin: '', operator: '', artist: '' };

beforeAll(async () => {
  database = await useTestDatabase();
  ids.admin = (await createUser(database, { username: 'boss', password: 'x', role: 'admin' })).id;
  ids.otherAdmin = (await createUser(database, { username: 'boss2', password: 'x', role: 'admin' })).id;
  ids.operator = (await createUser(database, { username: 'reviewer', password: 'x', role: 'operator' })).id;
  ids.artist = (await createUser(database, { username: 'singer', password: 'x' })).id;
});
afterAll(async () => {
  await database?.drop();
});

/** Runs an action or loader the way Remix does, a thrown Response being the answer. */
async function answer(run: () => Promise<Response> | Response): Promise<Response> {
  return Promise.resolve()
    .then(run)
    .catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
}

function post(route: typeof impersonate, path: string, cookie: string, fields: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams(fields) });
  return answer(() => route({ request, params: {}, context: {} }));
}

const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

async function sessionFor(cookie: string) {
  const token = await readSessionToken(new Request('http://localhost/', { headers: { Cookie: cookie } }));
  return token ? database.prisma.session.findUnique({ where: { tokenHash: hashSessionToken(token) } }) : null;
}

describe('POST /admin/impersonate', () => {
  it('is refused to anyone but an admin', async () => {
    for (const who of ['artist', 'operator'] as const) {
      const response = await post(impersonate, '/admin/impersonate', await sessionCookie(ids[who]), { userId: ids.artist });
      expect(response.status, who).toBe(403);
    }
    const signedOut = await post(impersonate, '/admin/impersonate', '', { userId: ids.artist });
    expect(signedOut.headers.get('Location')).toMatch(/^\/auth\/login\?redirect=/);
  });

  it('never lets an admin act as staff, and does not find an unknown account', async () => {
    const admin = await sessionCookie(ids.admin);
    expect((await post(impersonate, '/admin/impersonate', admin, { userId: ids.operator })).status).toBe(403);
    expect((await post(impersonate, '/admin/impersonate', admin, { userId: ids.otherAdmin })).status).toBe(403);
    expect((await post(impersonate, '/admin/impersonate', admin, { userId: ids.admin })).status).toBe(403);
    expect((await post(impersonate, '/admin/impersonate', admin, { userId: 'nobody' })).status).toBe(404);
    expect(await sessionFor(admin)).toMatchObject({ userId: ids.admin, impersonatorId: null });
  });

  it("swaps the admin's session for one of the user's, marked with the admin", async () => {
    const admin = await sessionCookie(ids.admin);
    const response = await post(impersonate, '/admin/impersonate', admin, { userId: ids.artist });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard');
    expect(await sessionFor(cookieOf(response))).toMatchObject({ userId: ids.artist, impersonatorId: ids.admin });
    expect(await sessionFor(admin)).toBeNull();
  });

  it('keeps /admin closed to the impersonation session, which acts as the user', async () => {
    const acting = cookieOf(await post(impersonate, '/admin/impersonate', await sessionCookie(ids.admin), { userId: ids.artist }));
    const page = await answer(() => usersPage({ request: new Request('http://localhost/admin/users', { headers: { Cookie: acting } }), params: {}, context: {} }));
    expect(page.status).toBe(403);
    expect((await post(impersonate, '/admin/impersonate', acting, { userId: ids.artist })).status).toBe(403);
  });
});

describe('POST /admin/back', () => {
  it("ends the impersonation and gives the admin their own session, on the users' list", async () => {
    const acting = cookieOf(await post(impersonate, '/admin/impersonate', await sessionCookie(ids.admin), { userId: ids.artist }));
    const response = await post(back, '/admin/back', acting);
    expect(response.headers.get('Location')).toBe('/admin/users');
    expect(await sessionFor(cookieOf(response))).toMatchObject({ userId: ids.admin, impersonatorId: null });
    expect(await sessionFor(acting)).toBeNull();
  });

  it('changes nothing for a session that is no impersonation', async () => {
    const own = await sessionCookie(ids.artist);
    const response = await post(back, '/admin/back', own);
    expect(response.headers.get('Location')).toBe('/dashboard');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await sessionFor(own)).toMatchObject({ userId: ids.artist });
  });
});
