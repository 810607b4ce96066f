import { verifyPassword } from '@slipcase/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestPasswordReset } from '@slipcase/services/accounts/password-reset';
import { accountDeps } from '../server/deps.server';
import { sessionCookie } from '../testing/database';
import { resetLinkIn } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import { action } from './v1.auth.password-reset.$token';

const suite = useMailTestDatabase({ user: 'nova' });
let token: string;

beforeAll(async () => {
  await requestPasswordReset(accountDeps(), { email: suite.user.email, baseUrl: 'http://localhost' });
  token = new URL(resetLinkIn((await suite.mailbox.next(suite.user.email)).text)).searchParams.get('token') ?? '';
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
    await sessionCookie(suite.user.id);
    const response = await reset(token, { password: 'new-password-1!' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password changed. Sign in with the new password.' });
    const saved = await suite.database.prisma.user.findUniqueOrThrow({ where: { id: suite.user.id } });
    expect(await verifyPassword(saved.passwordHash, 'new-password-1!')).toBe(true);
    expect(await suite.database.prisma.session.count({ where: { userId: suite.user.id } })).toBe(0);
    const again = await reset(token, { password: 'other-password-2!', password_confirmation: 'other-password-2!' });
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('reset_link_invalid');
  });
});
