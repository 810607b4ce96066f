import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { action } from './theme';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** The response of the action, returned or thrown. */
async function post(fields: Record<string, string>, cookie?: string): Promise<Response> {
  const request = new Request('http://localhost/theme', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
  try {
    return await action({ request, params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const themeOf = async (id: string) => (await database.prisma.user.findUniqueOrThrow({ where: { id } })).theme;

describe('POST /theme', () => {
  it('saves a subscriber’s dark mode and goes back to the page', async () => {
    const pro = await createUser(database, { username: 'night', password: 'pw-123456!', plan: 'pro' });
    const response = await post({ theme: 'dark', redirectTo: '/royalties' }, await sessionCookie(pro.id));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/royalties');
    expect(await themeOf(pro.id)).toBe('dark');

    await post({ theme: 'light', redirectTo: '/royalties' }, await sessionCookie(pro.id));
    expect(await themeOf(pro.id)).toBe('light');
  });

  it('refuses dark mode to the free plan (000 §4: subscribers only)', async () => {
    const free = await createUser(database, { username: 'daylight', password: 'pw-123456!' });
    const response = await post({ theme: 'dark', redirectTo: '/dashboard' }, await sessionCookie(free.id));
    expect(response.status).toBe(403);
    expect(await themeOf(free.id)).toBe('light');
  });

  it('sends a visitor to sign in, and refuses a theme that does not exist', async () => {
    const visitor = await post({ theme: 'dark' });
    expect(visitor.headers.get('Location')).toBe('/auth/login?redirect=%2Ftheme');

    const pro = await createUser(database, { username: 'sepia', password: 'pw-123456!', plan: 'advanced' });
    expect((await post({ theme: 'sepia' }, await sessionCookie(pro.id))).status).toBe(400);
  });
});
