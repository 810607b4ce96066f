import { verifyPassword } from '@slipcase/db';
import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '../server/auth/password-reset.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { resetLinkIn, useMailbox, type Mailbox } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { action } from './v1.auth.password-reset.$token';

let database: TestDatabase;
let mailbox: Mailbox;
let user: { id: string; email: string };
let token: string;

beforeAll(async () => {
  database = await useTestDatabase();
  mailbox = await useMailbox();
  user = await createUser(database, { username: 'nova', password: 'old-password-1!' });
  await requestPasswordReset(user.email, 'http://localhost');
  token = new URL(resetLinkIn((await mailbox.next(user.email)).text)).searchParams.get('token') ?? '';
});
afterAll(async () => {
  await mailbox?.stop();
  await database?.drop();
});

function reset(pathToken: string, body: Record<string, string>) {
  const request = new Request(`http://localhost/v1/auth/password-reset/${pathToken}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return settle(action({ request, params: { token: pathToken }, context: {} }));
}

describe('POST /v1/auth/password-reset/{token}', () => {
  it('refuses a weak password and a mismatched confirmation', async () => {
    const weak = await reset(token, { password: 'weakweak' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: { code: string; field: string } }).error).toMatchObject({ code: 'password_weak', field: 'password' });
    const mismatch = await reset(token, { password: 'new-password-1!', password_confirmation: 'new-password-2!' });
    expect(((await mismatch.json()) as { error: { code: string } }).error.code).toBe('passwords_mismatch');
  });

  it('refuses an unknown token', async () => {
    const response = await reset('not-a-token', { password: 'new-password-1!' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'reset_link_invalid', message: 'This reset link is invalid, has expired or was already used. Ask for a new one.' },
    });
  });

  it('sets the password and ends the sessions; the same link is then refused', async () => {
    await sessionCookie(user.id);
    const response = await reset(token, { password: 'new-password-1!' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password changed. Sign in with the new password.' });
    const saved = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(saved.passwordHash, 'new-password-1!')).toBe(true);
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const again = await reset(token, { password: 'other-password-2!', password_confirmation: 'other-password-2!' });
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('reset_link_invalid');
  });
});
