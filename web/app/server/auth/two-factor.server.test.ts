import type { TestDatabase } from '@slipcase/db/testing';
import { MAX_FAILURES_PER_ACCOUNT } from '@slipcase/services/accounts/throttle';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../../testing/database';
import { totpCode, wrongTotpCode } from '../../testing/sign-in';
import { hashSessionToken, readSessionToken, startSession } from '../session.server';
import { completeTwoFactorSignIn } from './two-factor.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function pendingRequest(userId: string): Promise<Request> {
  const cookie = (await startSession(new Request('http://localhost/auth/login'), userId, { twoFactorPending: true })).split(';')[0]!;
  return new Request('http://localhost/auth/two-factor', { method: 'POST', headers: { Cookie: cookie } });
}

describe('completeTwoFactorSignIn', () => {
  it('completes the pending session with a right code', async () => {
    const secret = generateSecret();
    const user = await createUser(database, { username: 'second', password: 'pw-123456!' });
    await database.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, twoFactorEnabled: true } });
    const request = await pendingRequest(user.id);

    expect(await completeTwoFactorSignIn(request, await wrongTotpCode(secret), '10.1.0.1')).toEqual({
      failure: { code: 'two_factor_failed', field: 'code' },
    });
    expect(await completeTwoFactorSignIn(request, await totpCode(secret), '10.1.0.1')).toEqual({ userId: user.id });
    const token = await readSessionToken(request);
    const session = await database.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(token!) } });
    expect(session.twoFactorPending).toBe(false);
  });

  it('needs a pending session', async () => {
    const plain = new Request('http://localhost/auth/two-factor', { method: 'POST' });
    expect(await completeTwoFactorSignIn(plain, '123456', '')).toEqual({ failure: { code: 'session_expired' } });
  });

  it('stops guessing after 5 wrong codes, even a right one then', async () => {
    const secret = generateSecret();
    const user = await createUser(database, { username: 'guessed', password: 'pw-123456!' });
    await database.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, twoFactorEnabled: true } });
    const request = await pendingRequest(user.id);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect(await completeTwoFactorSignIn(request, await wrongTotpCode(secret), `10.1.1.${i}`)).toMatchObject({
        failure: { code: 'two_factor_failed' },
      });
    }
    const throttled = await completeTwoFactorSignIn(request, await totpCode(secret), '10.1.1.99');
    expect(throttled).toMatchObject({ failure: { code: 'too_many_attempts', params: { minutes: 15 } } });
  });
});
