import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionUser } from '../server/session.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { settle } from '../testing/sign-in';
import { action, loader } from './auth.logout';

let database: TestDatabase;
let userId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  ({ id: userId } = await createUser(database, { username: 'nova', password: 'pw-123456!' }));
});
afterAll(async () => {
  await database?.drop();
});

describe('signing out', () => {
  it.each([
    ['POST (the header form)', 'POST', action],
    ['GET (000 §7)', 'GET', loader],
  ] as const)('%s ends the session and goes home', async (_name, method, handler) => {
    const cookie = await sessionCookie(userId);
    const request = new Request('http://localhost/auth/logout', { method, headers: { Cookie: cookie } });
    const response = await settle(handler({ request, params: {}, context: {} }));
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toMatch(/^__session=;.*Max-Age=0/i);
    expect(await getSessionUser(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toBeNull();
    expect(await database.prisma.session.count({ where: { userId } })).toBe(0);
  });
});
