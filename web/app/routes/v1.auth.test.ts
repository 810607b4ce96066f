import type { TestDatabase } from '@slipcase/db/testing';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '@slipcase/services/accounts/throttle';
import { startSession } from '../server/session.server';
import { createUser, useTestDatabase } from '../testing/database';
import { cookiesOf, settle, solvedCaptcha, totpCode, wrongTotpCode } from '../testing/sign-in';
import { loader as captchaLoader } from './v1.auth.captcha';
import { action as loginAction } from './v1.auth.login';
import { loader as logoutLoader } from './v1.auth.logout';
import { action as confirmAction } from './v1.auth.twofactor-confirm';
import { loader as userLoader } from './v1.api.user';

const mailed = vi.hoisted(() => ({ accountMailer: { verificationCode: vi.fn(async () => {}), passwordReset: vi.fn(async () => {}) } }));
vi.mock('../server/mail/account-mailer.server', () => mailed);

let database: TestDatabase;
const PASSWORD = 'right-password-1!';
const secret = generateSecret();
let novaId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  const verified = { emailVerifiedAt: new Date() };
  const nova = await createUser(database, { username: 'nova', password: PASSWORD, plan: 'pro' });
  novaId = nova.id;
  await database.prisma.user.update({
    where: { id: nova.id },
    data: { ...verified, subscriptionStatus: 'active', currentPeriodEnd: new Date('2027-01-31T00:00:00Z') },
  });
  const guarded = await createUser(database, { username: 'guarded', password: PASSWORD });
  await database.prisma.user.update({ where: { id: guarded.id }, data: { ...verified, totpSecret: secret, twoFactorEnabled: true } });
  const frozen = await createUser(database, { username: 'frozen', password: PASSWORD, freeze: true });
  await database.prisma.user.update({ where: { id: frozen.id }, data: verified });
  await createUser(database, { username: 'unverified', password: PASSWORD });
});
afterAll(async () => {
  await database?.drop();
});

let addressCount = 0;

function jsonRequest(path: string, body: unknown, cookie = ''): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
}

async function login(fields: Record<string, string>, address = `198.18.0.${++addressCount}`): Promise<Response> {
  const request = jsonRequest('/v1/auth/login', { ...(await solvedCaptcha()), ...fields });
  return settle(loginAction({ request, params: {}, context: { clientAddress: address } }));
}

function currentUser(cookie: string): Promise<Response> {
  return settle(userLoader({ request: new Request('http://localhost/v1/api/user', { headers: { Cookie: cookie } }), params: {}, context: {} }));
}

/** GET /v1/auth/captcha as a browser calls it: the captcha, its answer, and the cookie the browser keeps. */
async function drawnForBrowser(): Promise<{ id: string; answer: string; cookie: string }> {
  const response = await settle(captchaLoader({ request: new Request('http://localhost/v1/auth/captcha'), params: {}, context: {} }));
  const { id } = (await response.json()) as { id: string };
  const { answer } = await database.prisma.captcha.findUniqueOrThrow({ where: { id }, select: { answer: true } });
  return { id, answer, cookie: cookiesOf(response) };
}

function loginAs(body: Record<string, string>, cookie = '', address = `198.18.2.${++addressCount}`): Promise<Response> {
  return settle(loginAction({ request: jsonRequest('/v1/auth/login', body, cookie), params: {}, context: { clientAddress: address } }));
}

describe('GET /v1/auth/captcha', () => {
  it('answers a new captcha, never cached, and remembers it for the browser as long as it lasts', async () => {
    const response = await settle(captchaLoader({ request: new Request('http://localhost/v1/auth/captcha'), params: {}, context: {} }));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { id: string; svg: string };
    expect(body.svg).toMatch(/^<svg/);
    expect(await database.prisma.captcha.findUnique({ where: { id: body.id } })).not.toBeNull();
    expect(response.headers.get('Set-Cookie')).toMatch(/^__captcha=.+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax/);
  });
});

describe('POST /v1/auth/login with the specification’s payload (username, password, captcha, lang)', () => {
  it('checks the answer against the captcha last drawn for this browser', async () => {
    await drawnForBrowser();
    const last = await drawnForBrowser();
    const response = await loginAs({ username: 'nova', password: PASSWORD, captcha: last.answer.toUpperCase(), lang: 'en' }, last.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { _id: novaId, username: 'nova' } });
    expect(cookiesOf(response)).toMatch(/__session=/);
  });

  it('refuses a wrong answer, a captcha already tried, and no captcha drawn, with the specification’s message', async () => {
    const invalid = { error: { code: 'captcha_invalid', message: 'Invalid captcha code.', field: 'captcha' } };
    const drawn = await drawnForBrowser();
    const wrong = await loginAs({ username: 'nova', password: PASSWORD, captcha: 'nope', lang: 'en' }, drawn.cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(invalid);
    // Each captcha is good for one try: the right answer after a wrong one is too late.
    const again = await loginAs({ username: 'nova', password: PASSWORD, captcha: drawn.answer }, drawn.cookie);
    expect(await again.json()).toEqual(invalid);
    const none = await loginAs({ username: 'nova', password: PASSWORD, captcha: drawn.answer });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual(invalid);
  });

  it('refuses what the OpenAPI document refuses with a code of its own: a captcha_id or lang that is no text', async () => {
    for (const field of ['captcha_id', 'lang']) {
      const request = jsonRequest('/v1/auth/login', { username: 'nova', password: PASSWORD, captcha: 'abcde', [field]: 5 });
      const response = await settle(loginAction({ request, params: {}, context: {} }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_input', message: expect.any(String), field } });
    }
  });

  it('takes the captcha_id sent over the browser’s last one, and a blank one as none', async () => {
    const older = await drawnForBrowser();
    const last = await drawnForBrowser();
    const named = await loginAs({ username: 'nova', password: PASSWORD, captcha: older.answer, captcha_id: older.id }, last.cookie);
    expect(named.status).toBe(200);
    const blank = await loginAs({ username: 'nova', password: PASSWORD, captcha: last.answer, captcha_id: ' ' }, last.cookie);
    expect(blank.status).toBe(200);
  });
});

describe('POST /v1/auth/login', () => {
  it('answers the user record and a session cookie', async () => {
    const response = await login({ username: 'nova', password: PASSWORD, lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      user: {
        _id: novaId,
        name: 'nova Name',
        username: 'nova',
        email: 'nova@example.test',
        subscription: { plan_name: 'pro', status: 'active', current_period_end: '2027-01-31T00:00:00.000Z' },
        freeze: false,
        banned: false,
        impersonate: false,
      },
    });
    expect(cookiesOf(response)).toMatch(/__session=/);
  });

  it('takes a form body too', async () => {
    const body = new URLSearchParams({ ...(await solvedCaptcha()), username: 'nova', password: PASSWORD });
    const request = new Request('http://localhost/v1/auth/login', { method: 'POST', body });
    const response = await settle(loginAction({ request, params: {}, context: { clientAddress: '198.18.1.1' } }));
    expect(response.status).toBe(200);
  });

  it('names the missing field', async () => {
    const request = jsonRequest('/v1/auth/login', { username: 'nova', password: PASSWORD });
    const response = await settle(loginAction({ request, params: {}, context: {} }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'required', message: 'This field is required', field: 'captcha' } });
  });

  it('refuses a wrong captcha, an unknown user and a wrong password with their codes', async () => {
    const { captcha_id } = await solvedCaptcha();
    const captcha = await login({ username: 'nova', password: PASSWORD, captcha_id, captcha: 'nope' });
    expect(captcha.status).toBe(400);
    expect(await captcha.json()).toEqual({ error: { code: 'captcha_invalid', message: 'Invalid captcha code.', field: 'captcha' } });

    const unknown = await login({ username: 'ghost', password: PASSWORD });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ error: { code: 'invalid_username', field: 'username' } });

    const wrong = await login({ username: 'nova', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password', field: 'password' } });
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
  });

  it('answers 429 with Retry-After once the account is throttled', async () => {
    await createUser(database, { username: 'hammered', password: PASSWORD });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await login({ username: 'hammered', password: 'nope' });
    const response = await login({ username: 'hammered', password: PASSWORD });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    expect(await response.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many attempts. Try again in 15 minutes.' },
    });
  });

  it('says when the e-mail address needs confirming, without a session', async () => {
    const response = await login({ username: 'unverified', password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verification_required: true, email: 'unverified@example.test' });
    expect(cookiesOf(response)).not.toMatch(/__session=/);
    expect(mailed.accountMailer.verificationCode).toHaveBeenCalledOnce();
  });

  it('gives a blocked account its record with the flags, and nothing else', async () => {
    const response = await login({ username: 'frozen', password: PASSWORD });
    expect(await response.json()).toMatchObject({ user: { username: 'frozen', freeze: true, subscription: null } });
    const user = await currentUser(cookiesOf(response));
    expect(user.status).toBe(403);
  });
});

describe('two-factor through the API', () => {
  it('flags the sign-in, grants nothing until the code, then answers the user', async () => {
    const signIn = await login({ username: 'guarded', password: PASSWORD });
    expect(await signIn.json()).toEqual({ two_factor: true });
    const cookie = cookiesOf(signIn);
    expect((await currentUser(cookie)).status).toBe(401);

    const confirm = (code: string) =>
      settle(confirmAction({ request: jsonRequest('/v1/auth/twofactor-confirm', { code }, cookie), params: {}, context: {} }));
    const malformed = await confirm('12345');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'code_invalid', field: 'code' } });
    const wrong = await confirm(await wrongTotpCode(secret));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: 'two_factor_failed', message: 'Two-factor authentication failed', field: 'code' },
    });

    const right = await confirm(await totpCode(secret));
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ user: { username: 'guarded', subscription: null } });
    expect(await (await currentUser(cookie)).json()).toMatchObject({ username: 'guarded' });
  });

  it('refuses a code without a pending sign-in', async () => {
    const request = jsonRequest('/v1/auth/twofactor-confirm', { code: await totpCode(secret) });
    const response = await settle(confirmAction({ request, params: {}, context: {} }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'session_expired' } });
  });
});

describe('GET /v1/api/user and /v1/auth/logout', () => {
  it('needs a session; logging out ends it', async () => {
    expect((await currentUser('')).status).toBe(401);
    const cookie = cookiesOf(await login({ username: 'nova', password: PASSWORD }));
    const user = await currentUser(cookie);
    expect(user.headers.get('Cache-Control')).toBe('no-store');
    expect(await user.json()).toMatchObject({ _id: novaId, impersonate: false });

    const request = new Request('http://localhost/v1/auth/logout', { headers: { Cookie: cookie } });
    const logout = await settle(logoutLoader({ request, params: {}, context: {} }));
    expect(await logout.json()).toEqual({ ok: true });
    expect(logout.headers.get('Set-Cookie')).toMatch(/^__session=;.*Max-Age=0/i);
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it('says when an admin is acting as the user', async () => {
    const admin = await createUser(database, { username: 'boss', password: PASSWORD, role: 'admin' });
    const cookie = (await startSession(new Request('http://localhost/'), novaId, { impersonatorId: admin.id })).split(';')[0]!;
    expect(await (await currentUser(cookie)).json()).toMatchObject({ _id: novaId, impersonate: true });
  });
});
