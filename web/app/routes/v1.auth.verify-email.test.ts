import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendVerificationCode } from '../server/auth/email-verification.server';
import { getSessionUser } from '../server/session.server';
import { createUser, useTestDatabase } from '../testing/database';
import { codeIn, useMailbox, type Mailbox } from '../testing/mailbox';
import { cookiesOf, settle } from '../testing/sign-in';
import { action } from './v1.auth.verify-email';

let database: TestDatabase;
let mailbox: Mailbox;
let user: { id: string; email: string };
let code: string;

beforeAll(async () => {
  database = await useTestDatabase();
  mailbox = await useMailbox();
  user = await createUser(database, { username: 'mira', password: 'right-password-1!' });
  await sendVerificationCode({ id: user.id, email: user.email, name: 'Mira', language: null });
  code = codeIn((await mailbox.next(user.email)).text);
});
afterAll(async () => {
  await mailbox?.stop();
  await database?.drop();
});

function verify(body: Record<string, string>) {
  const request = new Request('http://localhost/v1/auth/verify-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return settle(action({ request, params: {}, context: {} }));
}

describe('POST /v1/auth/verify-email', () => {
  it('refuses a malformed code and a wrong one, without a cookie', async () => {
    const malformed = await verify({ email: user.email, code: '12' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: { code: 'code_invalid', field: 'code', message: 'Enter the 6-digit code.' } });
    const wrong = await verify({ email: user.email, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
    expect(await wrong.json()).toEqual({
      error: { code: 'verification_failed', field: 'code', message: 'The code is wrong or has expired. Ask for a new one.' },
    });
  });

  it('confirms the address with the right code and sets the session cookie', async () => {
    const response = await verify({ email: user.email, code });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { _id: user.id, username: 'mira', email: user.email } });
    const signedIn = await getSessionUser(new Request('http://localhost/', { headers: { Cookie: cookiesOf(response) } }));
    expect(signedIn).toMatchObject({ id: user.id, emailVerified: true });
    // Used once.
    expect((await verify({ email: user.email, code })).status).toBe(400);
  });
});
