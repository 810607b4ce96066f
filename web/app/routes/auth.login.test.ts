import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageCookie } from '../i18next.server';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '@slipcase/services/accounts/throttle';
import { getSessionUser, hashSessionToken, readSessionToken, requireUser } from '../server/session.server';
import { createUser, useTestDatabase } from '../testing/database';
import { cookiesOf, settle, solvedCaptcha } from '../testing/sign-in';
import { action, loader } from './auth.login';

const mailed = vi.hoisted(() => ({ accountMailer: { verificationCode: vi.fn(async () => {}), passwordReset: vi.fn(async () => {}) } }));
vi.mock('../server/mail/account-mailer.server', () => mailed);

let database: TestDatabase;
let novaId: string;
const PASSWORD = 'right-password-1!';

async function verifiedUser(fields: Parameters<typeof createUser>[1], extra: Record<string, unknown> = {}) {
  const user = await createUser(database, fields);
  return database.prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date(), ...extra } });
}

beforeAll(async () => {
  database = await useTestDatabase();
  ({ id: novaId } = await verifiedUser({ username: 'nova', password: PASSWORD }, { language: 'es' }));
  await verifiedUser({ username: 'frozen', password: PASSWORD, freeze: true });
  await verifiedUser({ username: 'banned', password: PASSWORD, banned: true });
  await createUser(database, { username: 'unverified', password: PASSWORD });
  await verifiedUser({ username: 'guarded', password: PASSWORD }, { totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', twoFactorEnabled: true });
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(() => {
  mailed.accountMailer.verificationCode.mockClear();
});

let addressCount = 0;
/** A new caller address per sign-in unless given, so the address throttle only bites where a test wants it. */
const freshAddress = () => `192.0.2.${++addressCount}`;

async function login(fields: Record<string, string>, address = freshAddress()): Promise<Response> {
  const body = new URLSearchParams({ ...(await solvedCaptcha()), ...fields });
  const request = new Request('http://localhost/auth/login', { method: 'POST', body });
  return settle(action({ request, params: {}, context: { clientAddress: address } }));
}

interface Reply {
  error?: Record<string, string[] | null>;
}
const errorsOf = async (response: Response) => ((await response.json()) as Reply).error;

async function sessionOf(response: Response) {
  const token = await readSessionToken(new Request('http://localhost/', { headers: { Cookie: cookiesOf(response) } }));
  return token ? database.prisma.session.findUnique({ where: { tokenHash: hashSessionToken(token) } }) : null;
}

describe('sign-in refusals', () => {
  it('asks for every field', async () => {
    const request = new Request('http://localhost/auth/login', { method: 'POST', body: new URLSearchParams() });
    const response = await settle(action({ request, params: {}, context: {} }));
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors).toMatchObject({ username: ['required'], password: ['required'], captcha: ['required'] });
    // Without its id the captcha is the one last drawn for this browser (000 §7's payload has none).
    expect(errors).not.toHaveProperty('captcha_id');
  });

  it('refuses a wrong captcha before looking at the password, and counts no attempt', async () => {
    const { captcha_id } = await solvedCaptcha();
    const response = await login({ username: 'nova', password: PASSWORD, captcha_id, captcha: 'wrong' });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ captcha: ['captcha_invalid'] });
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await database.prisma.loginAttempt.count({ where: { identifier: 'nova' } })).toBe(0);
  });

  it('refuses a captcha already used, even with its right answer', async () => {
    const captcha = await solvedCaptcha();
    expect((await login({ username: 'nova', password: 'wrong', ...captcha })).status).toBe(401);
    const again = await login({ username: 'nova', password: PASSWORD, ...captcha });
    expect(again.status).toBe(400);
    expect(await errorsOf(again)).toEqual({ captcha: ['captcha_invalid'] });
  });

  it('refuses an expired captcha', async () => {
    const captcha = await solvedCaptcha();
    await database.prisma.captcha.update({ where: { id: captcha.captcha_id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await login({ username: 'nova', password: PASSWORD, ...captcha });
    expect(await errorsOf(response)).toEqual({ captcha: ['captcha_invalid'] });
  });

  it('says which of the username and the password is wrong (000 §8), without a session', async () => {
    const unknown = await login({ username: 'nobody', password: PASSWORD });
    expect(unknown.status).toBe(401);
    expect(await errorsOf(unknown)).toEqual({ username: ['invalid_username'] });

    const wrong = await login({ username: 'nova', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(await errorsOf(wrong)).toEqual({ password: ['invalid_password'] });
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    expect(await database.prisma.session.count({ where: { userId: novaId } })).toBe(0);
  });

  it('stops an account after 5 failures from anywhere, even with the right password', async () => {
    await verifiedUser({ username: 'target', password: PASSWORD });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      // The e-mail address and the username name the same account.
      const username = i % 2 === 0 ? 'target' : 'TARGET@example.test';
      expect((await login({ username, password: 'wrong' })).status).toBe(401);
    }
    const response = await login({ username: 'target', password: PASSWORD });
    expect(response.status).toBe(429);
    expect(await errorsOf(response)).toEqual({ '': ['too_many_attempts {"minutes":15}'] });
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('stops an address after 20 failures, whatever it tries next', async () => {
    await verifiedUser({ username: 'bystander', password: PASSWORD });
    const address = '198.51.100.7';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await login({ username: `guess${i}`, password: 'wrong' }, address)).status).toBe(401);
    }
    const response = await login({ username: 'bystander', password: PASSWORD }, address);
    expect(response.status).toBe(429);
    expect((await login({ username: 'bystander', password: PASSWORD })).status).toBe(302);
  });
});

describe('signing in', () => {
  it('signs in with the username, sets the session and the saved language, and goes to the dashboard', async () => {
    const response = await login({ username: 'nova', password: PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard');
    expect((await sessionOf(response))?.userId).toBe(novaId);
    expect(await languageCookie.parse(cookiesOf(response))).toBe('es');
  });

  it('signs in with the e-mail in any case and returns to the requested path, query included', async () => {
    const response = await login({ username: 'NOVA@example.test', password: PASSWORD, redirect: '/distributions?sort=oldest' });
    expect(response.headers.get('Location')).toBe('/distributions?sort=oldest');
  });

  it('never redirects to another site', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await login({ username: 'nova', password: PASSWORD, redirect });
      expect(response.headers.get('Location')).toBe('/dashboard');
    }
  });

  it('sends frozen and banned accounts to the blocked page', async () => {
    for (const username of ['frozen', 'banned']) {
      const response = await login({ username, password: PASSWORD, redirect: '/royalties' });
      expect(response.headers.get('Location')).toBe('/account/blocked');
      expect(await sessionOf(response)).not.toBeNull();
    }
  });

  it('sends an unconfirmed address a new code and to the verification page, without a session', async () => {
    const response = await login({ username: 'unverified', password: PASSWORD, lang: 'pt' });
    expect(response.headers.get('Location')).toBe('/auth/verify-email?email=unverified%40example.test');
    expect(await sessionOf(response)).toBeNull();
    expect(mailed.accountMailer.verificationCode).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'unverified@example.test', name: 'unverified Name', language: 'pt' }),
      expect.any(String),
      24,
    );
  });

  it('asks a two-factor account for its code, keeping the redirect, with a session that grants nothing else', async () => {
    const response = await login({ username: 'guarded', password: PASSWORD, redirect: '/distributions?sort=oldest' });
    expect(response.headers.get('Location')).toBe('/auth/two-factor?redirect=%2Fdistributions%3Fsort%3Doldest');
    expect((await sessionOf(response))?.twoFactorPending).toBe(true);
    const pending = new Request('http://localhost/dashboard', { headers: { Cookie: cookiesOf(response) } });
    expect(await getSessionUser(pending)).toBeNull();
    const guarded = await settle(requireUser(pending));
    expect(guarded.headers.get('Location')).toBe('/auth/login?redirect=%2Fdashboard');

    const evil = await login({ username: 'guarded', password: PASSWORD, redirect: '//evil.example' });
    expect(evil.headers.get('Location')).toBe('/auth/two-factor?redirect=%2Fdashboard');
  });
});

describe('login page', () => {
  it('shows a new captcha, never cached', async () => {
    const response = await settle(loader({ request: new Request('http://localhost/auth/login'), params: {}, context: {} }));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { captcha } = (await response.json()) as { captcha: { id: string; svg: string } };
    expect(captcha.svg).toMatch(/^<svg/);
    expect(await database.prisma.captcha.findUnique({ where: { id: captcha.id } })).not.toBeNull();
  });

  it('sends a signed-in user to the dashboard, a blocked one to the blocked page', async () => {
    for (const [username, place] of [['nova', '/dashboard'], ['frozen', '/account/blocked']] as const) {
      const signedIn = await login({ username, password: PASSWORD });
      const request = new Request('http://localhost/auth/login', { headers: { Cookie: cookiesOf(signedIn) } });
      const response = await settle(loader({ request, params: {}, context: {} }));
      expect(response.headers.get('Location')).toBe(place);
    }
  });
});
