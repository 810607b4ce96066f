import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TwoFactorAnswer } from '../components/two-factor-settings';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { nextTotpCode, settle, totpCode, totpCodeOfStep, wrongTotpCode } from '../testing/sign-in';
import { action, loader } from './account.two-factor';

let database: TestDatabase;
let userId: string;
let cookie: string;

beforeAll(async () => {
  database = await useTestDatabase();
  ({ id: userId } = await createUser(database, { username: 'nova', password: 'pw-123456!' }));
  cookie = await sessionCookie(userId);
});
afterAll(async () => {
  await database?.drop();
});

function post(fields: Record<string, string>, withCookie = cookie): Promise<Response> {
  const request = new Request('http://localhost/account/two-factor', {
    method: 'POST',
    headers: { Cookie: withCookie },
    body: new URLSearchParams(fields),
  });
  return settle(action({ request, params: {}, context: { clientAddress: '203.0.113.9' } }));
}

async function enabled(): Promise<boolean> {
  const request = new Request('http://localhost/account/two-factor', { headers: { Cookie: cookie } });
  return ((await (await settle(loader({ request, params: {}, context: {} }))).json()) as { enabled: boolean }).enabled;
}

describe('two-factor settings route', () => {
  it('needs a signed-in user', async () => {
    const response = await post({ intent: 'start' }, '');
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Faccount%2Ftwo-factor');
  });

  it('turns two-factor on after a code from the new key, and off with a current code', async () => {
    const start = (await (await post({ intent: 'start' })).json()) as TwoFactorAnswer;
    if (start.intent !== 'start' || !start.setup) throw new Error('no setup');
    const { secret, qrCode } = start.setup;
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(await enabled()).toBe(false);

    const malformed = await post({ intent: 'confirm', code: '' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ done: false, result: { error: { code: ['required'] } } });

    const confirmed = await post({ intent: 'confirm', code: await totpCode(secret) });
    expect(await confirmed.json()).toMatchObject({ intent: 'confirm', done: true });
    expect(await enabled()).toBe(true);

    const wrongOff = await post({ intent: 'disable', code: await wrongTotpCode(secret) });
    expect(wrongOff.status).toBe(400);
    expect(await wrongOff.json()).toMatchObject({ done: false, result: { error: { code: ['two_factor_failed'] } } });
    expect(await enabled()).toBe(true);

    // The code that turned it on is spent: turning off needs a later one.
    const { totpLastStep } = await database.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { totpLastStep: true } });
    const replayed = await post({ intent: 'disable', code: await totpCodeOfStep(secret, totpLastStep!) });
    expect(await replayed.json()).toMatchObject({ done: false, result: { error: { code: ['two_factor_failed'] } } });
    const off = await post({ intent: 'disable', code: await nextTotpCode(secret) });
    expect(await off.json()).toMatchObject({ intent: 'disable', done: true });
    expect(await enabled()).toBe(false);
  });

  it('refuses an unknown intent', async () => {
    expect((await post({ intent: 'explode' })).status).toBe(400);
  });
});
