import type { TestDatabase } from '@slipcase/db/testing';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../../testing/database';
import { totpCode, wrongTotpCode } from '../../testing/sign-in';
import { hashSessionToken, readSessionToken, startSession } from '../session.server';
import { MAX_FAILURES_PER_ACCOUNT } from './throttle.server';
import {
  beginTwoFactorSetup,
  completeTwoFactorSignIn,
  confirmTwoFactorSetup,
  disableTwoFactor,
  totpMatches,
} from './two-factor.server';

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

describe('totpMatches', () => {
  const secret = generateSecret();
  const now = new Date('2026-03-01T10:00:15Z');

  it('takes the current code and those of one 30-second step either side', async () => {
    for (const offset of [0, -30_000, 30_000]) {
      expect(await totpMatches(secret, await totpCode(secret, new Date(now.getTime() + offset)), now)).toBe(true);
    }
  });

  it('refuses codes two steps away, malformed codes and a broken secret', async () => {
    expect(await totpMatches(secret, await totpCode(secret, new Date(now.getTime() - 60_000)), now)).toBe(false);
    expect(await totpMatches(secret, await totpCode(secret, new Date(now.getTime() + 60_000)), now)).toBe(false);
    expect(await totpMatches(secret, '12345', now)).toBe(false);
    expect(await totpMatches(secret, 'abcdef', now)).toBe(false);
    expect(await totpMatches('not base32!', '123456', now)).toBe(false);
  });
});

describe('two-factor settings', () => {
  it('keeps the new secret off until a code from it is confirmed, then turns it on', async () => {
    const user = await createUser(database, { username: 'setup', password: 'pw-123456!' });
    const setup = await beginTwoFactorSetup(user.id);
    expect(setup?.uri).toBe(`otpauth://totp/Slipcase:setup?secret=${setup?.secret}&issuer=Slipcase`);
    expect(setup?.qrCode).toMatch(/^data:image\/png;base64,/);
    let row = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ totpSecret: setup?.secret, twoFactorEnabled: false });

    expect(await confirmTwoFactorSetup(user.id, await wrongTotpCode(setup!.secret), '')).toMatchObject({
      code: 'two_factor_failed',
      field: 'code',
    });
    expect(await confirmTwoFactorSetup(user.id, '12 34', '')).toMatchObject({ code: 'code_invalid' });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabled).toBe(false);

    expect(await confirmTwoFactorSetup(user.id, await totpCode(setup!.secret), '')).toBeNull();
    row = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ totpSecret: setup?.secret, twoFactorEnabled: true });
    // Once on, a second setup cannot replace the secret.
    expect(await beginTwoFactorSetup(user.id)).toBeNull();
  });

  it('turns off only with a current code, forgetting the secret', async () => {
    const secret = generateSecret();
    const user = await createUser(database, { username: 'turnoff', password: 'pw-123456!' });
    await database.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, twoFactorEnabled: true } });
    expect(await disableTwoFactor(user.id, await wrongTotpCode(secret), '')).toMatchObject({ code: 'two_factor_failed' });
    expect(await disableTwoFactor(user.id, await totpCode(secret), '')).toBeNull();
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      totpSecret: null,
      twoFactorEnabled: false,
    });
  });
});

describe('completeTwoFactorSignIn', () => {
  it('completes the pending session with a right code', async () => {
    const secret = generateSecret();
    const user = await createUser(database, { username: 'second', password: 'pw-123456!' });
    await database.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, twoFactorEnabled: true } });
    const request = await pendingRequest(user.id);

    expect(await completeTwoFactorSignIn(request, await wrongTotpCode(secret), '10.1.0.1')).toEqual({
      failure: { code: 'two_factor_failed', status: 401, field: 'code' },
    });
    expect(await completeTwoFactorSignIn(request, await totpCode(secret), '10.1.0.1')).toEqual({ userId: user.id });
    const token = await readSessionToken(request);
    const session = await database.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(token!) } });
    expect(session.twoFactorPending).toBe(false);
  });

  it('needs a pending session', async () => {
    const plain = new Request('http://localhost/auth/two-factor', { method: 'POST' });
    expect(await completeTwoFactorSignIn(plain, '123456', '')).toEqual({ failure: { code: 'session_expired', status: 401 } });
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
    expect(throttled).toMatchObject({ failure: { code: 'too_many_attempts', status: 429, params: { minutes: 15 } } });
  });
});
