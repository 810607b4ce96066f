import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { placeholderLoader } from './placeholder.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function load(feature: Parameters<typeof placeholderLoader>[0], url: string, cookie?: string): Promise<Response> {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return await placeholderLoader(feature)({ request, params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('placeholderLoader', () => {
  it('sends a visitor of a login-required page to sign in, coming back to the full path and query', async () => {
    const response = await load('lyric', 'http://localhost/tools/lyrics/abc?tab=analytics');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/auth/login?redirect=${encodeURIComponent('/tools/lyrics/abc?tab=analytics')}`);
  });

  it('shows a public page to anyone, and a login-required one to the signed-in user, with their plan', async () => {
    expect(await (await load('playlists', 'http://localhost/playlists')).json()).toEqual({ feature: 'playlists', signedIn: false, plan: null });

    const user = await createUser(database, { username: 'waiting', password: 'pw-123456!' });
    const data = await (await load('lyric', 'http://localhost/tools/lyrics/l1', await sessionCookie(user.id))).json();
    expect(data).toEqual({ feature: 'lyric', signedIn: true, plan: 'free' });
  });

  it('keeps a blocked user out of a login-required page', async () => {
    const banned = await createUser(database, { username: 'outcast', password: 'pw-123456!', banned: true });
    const response = await load('lyrics', 'http://localhost/tools/lyrics', await sessionCookie(banned.id));
    expect(response.headers.get('Location')).toBe('/account/blocked');
  });
});
