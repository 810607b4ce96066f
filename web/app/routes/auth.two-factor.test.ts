import type { TestDatabase } from '@slipcase/db/testing';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionUser, startSession } from '../server/session.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { nextTotpCode, settle, totpCode, totpCodeOfStep, wrongTotpCode } from '../testing/sign-in';
import { action, loader } from './auth.two-factor';

let database: TestDatabase;
let userId: string;
const secret = generateSecret();

beforeAll(async () => {
  database = await useTestDatabase();
  const user = await createUser(database, { username: 'guarded', password: 'pw-123456!' });
  userId = user.id;
  await database.prisma.user.update({ where: { id: userId }, data: { totpSecret: secret, twoFactorEnabled: true, emailVerifiedAt: new Date() } });
});
afterAll(async () => {
  await database?.drop();
});

async function pendingCookie(): Promise<string> {
  return (await startSession(new Request('http://localhost/auth/login'), userId, { twoFactorPending: true })).split(';')[0]!;
}

function post(cookie: string, code: string, query = ''): Promise<Response> {
  const request = new Request(`http://localhost/auth/two-factor${query}`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: new URLSearchParams({ code }),
  });
  return settle(action({ request, params: {}, context: { clientAddress: '203.0.113.5' } }));
}

const errorsOf = async (response: Response) => ((await response.json()) as { error?: Record<string, string[]> }).error;

describe('two-factor page', () => {
  it('is only for a session owing its code: others go to sign in', async () => {
    for (const cookie of ['', await sessionCookie(userId)]) {
      const request = new Request('http://localhost/auth/two-factor', { headers: { Cookie: cookie } });
      const response = await settle(loader({ request, params: {}, context: {} }));
      expect(response.headers.get('Location')).toBe('/auth/login');
    }
    const request = new Request('http://localhost/auth/two-factor', { headers: { Cookie: await pendingCookie() } });
    expect(await loader({ request, params: {}, context: {} })).toBeNull();
  });

  it('asks for 6 digits, then refuses a wrong code', async () => {
    const cookie = await pendingCookie();
    const malformed = await post(cookie, '12ab');
    expect(malformed.status).toBe(400);
    expect(await errorsOf(malformed)).toEqual({ code: ['code_invalid'] });

    const wrong = await post(cookie, await wrongTotpCode(secret));
    expect(wrong.status).toBe(401);
    expect(await errorsOf(wrong)).toEqual({ code: ['two_factor_failed'] });
    expect(await getSessionUser(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toBeNull();
  });

  it('signs in with the right code and goes where the visitor was going', async () => {
    const cookie = await pendingCookie();
    const response = await post(cookie, await totpCode(secret), '?redirect=%2Froyalties%3Fyear%3D2026');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/royalties?year=2026');
    const user = await getSessionUser(new Request('http://localhost/', { headers: { Cookie: cookie } }));
    expect(user?.id).toBe(userId);
  });

  it('accepts a code once: the same code again is refused, a later one signs in', async () => {
    const { totpLastStep } = await database.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpLastStep: true } });
    const replayed = await post(await pendingCookie(), await totpCodeOfStep(secret, totpLastStep!));
    expect(replayed.status).toBe(401);
    expect(await errorsOf(replayed)).toEqual({ code: ['two_factor_failed'] });
  });

  it('refuses to send anyone off the site after the code', async () => {
    const response = await post(await pendingCookie(), await nextTotpCode(secret), '?redirect=%2F%2Fevil.example');
    expect(response.headers.get('Location')).toBe('/dashboard');
  });

  it('sends a visitor whose pending session is gone back to sign in', async () => {
    const response = await post('', await totpCode(secret));
    expect(response.headers.get('Location')).toBe('/auth/login');
  });
});
