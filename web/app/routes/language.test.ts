import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie } from '../i18next.server';
import { answerOf } from '../testing/answer';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { action } from './language';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function choose(fields: Record<string, string>, cookie?: string): Promise<Response> {
  const request = new Request('http://localhost/language', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
  return answerOf(action({ request, params: {}, context: {} }));
}

describe('POST /language', () => {
  it('saves a visitor’s choice in the lng cookie and goes back to the same page', async () => {
    const response = await choose({ lng: 'es', redirectTo: '/pro?tab=faq' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/pro?tab=faq');
    expect(await languageCookie.parse(response.headers.get('Set-Cookie'))).toBe('es');
  });

  it('also saves a signed-in user’s choice on the user, so it follows them to other browsers', async () => {
    const user = await createUser(database, { username: 'polyglot', password: 'pw-123456!' });
    await choose({ lng: 'tr', redirectTo: '/dashboard' }, await sessionCookie(user.id));
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe('tr');
  });

  it('puts ?lang= in the address for the footer’s buttons, and keeps an address’s ?lang= in step with the choice', async () => {
    const footer = await choose({ lng: 'pt', redirectTo: '/blog?page=2', inAddress: '1' });
    expect(footer.headers.get('Location')).toBe('/blog?page=2&lang=pt');

    const dropdown = await choose({ lng: 'en', redirectTo: '/blog?lang=pt' });
    expect(dropdown.headers.get('Location')).toBe('/blog?lang=en');
  });

  it('refuses a language it does not offer (400, nothing saved) and never leaves the site', async () => {
    const unknown = await choose({ lng: 'fr', redirectTo: '/pro' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toBe('invalid_input');
    expect(unknown.headers.get('Set-Cookie')).toBeNull();
    expect((await choose({ lng: 'es', redirectTo: '/pro\u0000' })).status).toBe(400);

    const elsewhere = await choose({ lng: 'es', redirectTo: '//evil.example/' });
    expect(elsewhere.headers.get('Location')).toBe('/');
  });
});
