import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, totpCode, wrongTotpCode } from '../testing/accounts';
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor, totpMatches } from './two-factor';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const deps = () => ({ prisma: database.prisma, now: new Date() });

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
    const user = await createAccount(database.prisma, { username: 'setup' });
    const setup = await beginTwoFactorSetup(deps(), { userId: user.id, issuer: 'Slipcase' });
    expect(setup?.uri).toBe(`otpauth://totp/Slipcase:setup?secret=${setup?.secret}&issuer=Slipcase`);
    expect(setup?.qrCode).toMatch(/^data:image\/png;base64,/);
    let row = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ totpSecret: setup?.secret, twoFactorEnabled: false });

    const confirm = async (code: string) => confirmTwoFactorSetup(deps(), { userId: user.id, code, address: '' });
    expect(await confirm(await wrongTotpCode(setup!.secret))).toMatchObject({ code: 'two_factor_failed', field: 'code' });
    expect(await confirm('12 34')).toMatchObject({ code: 'code_invalid' });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabled).toBe(false);

    expect(await confirm(await totpCode(setup!.secret))).toBeNull();
    row = await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ totpSecret: setup?.secret, twoFactorEnabled: true });
    // Once on, a second setup cannot replace the secret.
    expect(await beginTwoFactorSetup(deps(), { userId: user.id, issuer: 'Slipcase' })).toBeNull();
  });

  it('turns off only with a current code, forgetting the secret', async () => {
    const secret = generateSecret();
    const user = await createAccount(database.prisma, { username: 'turnoff' });
    await database.prisma.user.update({ where: { id: user.id }, data: { totpSecret: secret, twoFactorEnabled: true } });
    const disable = async (code: string) => disableTwoFactor(deps(), { userId: user.id, code, address: '' });
    expect(await disable(await wrongTotpCode(secret))).toMatchObject({ code: 'two_factor_failed' });
    expect(await disable(await totpCode(secret))).toBeNull();
    expect(await database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      totpSecret: null,
      twoFactorEnabled: false,
    });
  });
});
