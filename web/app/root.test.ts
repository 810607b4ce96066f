import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie } from './i18next.server';
import { loader } from './root';
import { startSession } from './server/session.server';
import { createUser, sessionCookie, useTestDatabase } from './testing/database';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function rootData(path: string, headers: Record<string, string> = {}) {
  const response = await loader({ request: new Request(`http://localhost${path}`, { headers }), params: {}, context: {} });
  return response.json();
}

async function thrownBy(path: string, cookie: string): Promise<Response> {
  try {
    await loader({ request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }), params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('the loader did not redirect');
}

describe('root loader', () => {
  it('clears a session cookie whose session is gone, and keeps a live one', async () => {
    const user = await createUser(database, { username: 'gone', password: 'pw-123456!' });
    const cookie = await sessionCookie(user.id);
    const live = await loader({ request: new Request('http://localhost/', { headers: { Cookie: cookie } }), params: {}, context: {} });
    expect(live.headers.get('Set-Cookie')).toBeNull();

    await database.prisma.session.deleteMany({ where: { userId: user.id } });
    const stale = await loader({ request: new Request('http://localhost/', { headers: { Cookie: cookie } }), params: {}, context: {} });
    expect(stale.headers.get('Set-Cookie')).toMatch(/^__session=; Max-Age=0/);
    expect((await stale.json()).user).toBeNull();
  });

  it('picks the language in the specification’s order: saved choice, then ?lang=, then the browser', async () => {
    expect((await rootData('/', { 'Accept-Language': 'pt-BR,pt;q=0.9' })).locale).toBe('pt');
    expect((await rootData('/?lang=tr', { 'Accept-Language': 'pt-BR' })).locale).toBe('tr');
    const saved = await languageCookie.serialize('es');
    expect((await rootData('/?lang=tr', { Cookie: saved.split(';')[0]!, 'Accept-Language': 'pt' })).locale).toBe('es');
    expect((await rootData('/', { 'Accept-Language': 'de-DE' })).locale).toBe('en');
  });

  it('follows a signed-in user’s saved language before this browser’s cookie', async () => {
    const user = await createUser(database, { username: 'viajera', password: 'pw-123456!' });
    await database.prisma.user.update({ where: { id: user.id }, data: { language: 'es' } });
    const browserChoice = (await languageCookie.serialize('tr')).split(';')[0]!;
    const data = await rootData('/dashboard', { Cookie: `${await sessionCookie(user.id)}; ${browserChoice}` });
    expect(data.locale).toBe('es');
  });

  it('keeps dark mode for subscribers who chose it; everyone else is light', async () => {
    const pro = await createUser(database, { username: 'owl', password: 'pw-123456!', plan: 'pro' });
    const free = await createUser(database, { username: 'lark', password: 'pw-123456!' });
    await database.prisma.user.updateMany({ where: { id: { in: [pro.id, free.id] } }, data: { theme: 'dark' } });
    expect((await rootData('/dashboard', { Cookie: await sessionCookie(pro.id) })).theme).toBe('dark');
    expect((await rootData('/dashboard', { Cookie: await sessionCookie(free.id) })).theme).toBe('light');
    expect((await rootData('/')).theme).toBe('light');
  });

  it('tells the header about the plan, the role and an impersonation', async () => {
    const admin = await createUser(database, { username: 'boss', password: 'pw-123456!', role: 'admin', plan: 'pro' });
    const artist = await createUser(database, { username: 'actor', password: 'pw-123456!', plan: 'free' });
    const own = await rootData('/dashboard', { Cookie: await sessionCookie(artist.id) });
    expect(own.user).toMatchObject({ username: 'actor', role: 'artist', plan: 'free', impersonating: false, blocked: false });

    const setCookie = await startSession(new Request('http://localhost/admin'), artist.id, { impersonatorId: admin.id });
    const acting = await rootData('/dashboard', { Cookie: setCookie.split(';')[0]! });
    expect(acting.user).toMatchObject({ username: 'actor', impersonating: true });
  });

  it('keeps a blocked user on the blocked page, letting them sign out', async () => {
    const frozen = await createUser(database, { username: 'icicle', password: 'pw-123456!', freeze: true });
    const cookie = await sessionCookie(frozen.id);
    expect((await thrownBy('/dashboard', cookie)).headers.get('Location')).toBe('/account/blocked');
    expect((await rootData('/account/blocked', { Cookie: cookie })).user?.blocked).toBe(true);
    expect((await rootData('/auth/logout', { Cookie: cookie })).user?.blocked).toBe(true);
  });
});
