import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../testing/database';
import { codeIn, useMailbox, type Mailbox } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { action } from './v1.auth.register';

let database: TestDatabase;
let mailbox: Mailbox;

beforeAll(async () => {
  database = await useTestDatabase();
  mailbox = await useMailbox();
  await createUser(database, { username: 'nova', password: 'right-password-1!' });
});
afterAll(async () => {
  await mailbox?.stop();
  await database?.drop();
});

const VALID = {
  first_name: 'Mira',
  last_name: 'Sol',
  username: 'mira',
  email: 'mira@example.test',
  password: 'new-password-1!',
  password_confirmation: 'new-password-1!',
};

function register(body: Record<string, unknown>, { form = false, headers = {} }: { form?: boolean; headers?: Record<string, string> } = {}) {
  const request = new Request('http://localhost/v1/auth/register', {
    method: 'POST',
    headers: { ...(form ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
  return settle(action({ request, params: {}, context: {} }));
}

describe('POST /v1/auth/register', () => {
  it('answers 201 with the new user, unverified, and mails its code', async () => {
    const response = await register({ ...VALID, referred_by_user: 'nova', utm_source: 'partner', lang: 'es' });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const body = (await response.json()) as { user: { _id: string }; verification_required: boolean };
    expect(body).toEqual({ user: { _id: expect.any(String), username: 'mira', email: 'mira@example.test' }, verification_required: true });
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: body.user._id } });
    expect(user).toMatchObject({ referredBy: 'nova', utmSource: 'partner', language: 'es', emailVerifiedAt: null });
    expect(codeIn((await mailbox.next('mira@example.test')).text)).toMatch(/^\d{6}$/);
  });

  it('takes a form body too, in the language the request asks for', async () => {
    const response = await register({ ...VALID, username: 'formal', email: 'formal@example.test' }, { form: true, headers: { 'Accept-Language': 'pt-BR' } });
    expect(response.status).toBe(201);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { username: 'formal' } })).language).toBe('pt');
    await mailbox.next('formal@example.test');
  });

  it('answers 400 with the first broken rule and its field', async () => {
    const cases: Array<[Record<string, unknown>, { code: string; field: string; message: string }]> = [
      [{ ...VALID, password: 'password', password_confirmation: 'password' }, {
        code: 'password_weak',
        field: 'password',
        message: 'Use at least 8 characters with a number, a letter and a special character.',
      }],
      [{ ...VALID, password_confirmation: 'other-password-1!' }, { code: 'passwords_mismatch', field: 'password_confirmation', message: 'Passwords do not match.' }],
      [{ ...VALID, email: 'mira' }, { code: 'invalid_email', field: 'email', message: 'Enter a valid email address.' }],
      [{ ...VALID, username: 'mi' }, { code: 'too_short', field: 'username', message: 'Use at least 3 characters.' }],
      [{ ...VALID, first_name: undefined }, { code: 'required', field: 'first_name', message: 'This field is required' }],
    ];
    for (const [body, error] of cases) {
      const response = await register(body);
      expect(response.status, error.code).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await database.prisma.user.count()).toBe(3);
  });

  it('answers 409 for a taken address or username', async () => {
    const email = await register({ ...VALID, username: 'someone', email: 'NOVA@example.test' });
    expect(email.status).toBe(409);
    expect(await email.json()).toEqual({
      error: { code: 'duplicated_email', field: 'email', message: 'This email is already registered. Please try logging in instead.' },
    });
    const username = await register({ ...VALID, username: 'Nova', email: 'fresh@example.test' });
    expect(await username.json()).toEqual({ error: { code: 'username_taken', field: 'username', message: 'This username is already taken.' } });
  });
});
