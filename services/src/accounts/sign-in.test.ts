import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, recordingMailer } from '../testing/accounts';
import { createCaptcha } from './captcha';
import { signIn, type SignInInput } from './sign-in';

let database: TestDatabase;
const PASSWORD = 'right-password-1!';

beforeAll(async () => {
  database = await createTestDatabase();
  const verified = { emailVerifiedAt: new Date() };
  const nova = await createAccount(database.prisma, { username: 'nova' });
  await database.prisma.user.update({ where: { id: nova.id }, data: verified });
  const frozen = await createAccount(database.prisma, { username: 'frozen', freeze: true });
  await database.prisma.user.update({ where: { id: frozen.id }, data: verified });
  const guarded = await createAccount(database.prisma, { username: 'guarded' });
  await database.prisma.user.update({ where: { id: guarded.id }, data: { ...verified, twoFactorEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' } });
  await createAccount(database.prisma, { username: 'unverified' });
});
afterAll(async () => {
  await database?.drop();
});

let address = 0;

/** A sign-in with a solved captcha, from a new address each time (so only the account throttle counts). */
async function attempt(fields: Partial<SignInInput>, mail = recordingMailer()) {
  const deps = { prisma: database.prisma, now: new Date(), mail };
  const { id } = await createCaptcha(deps);
  const { answer } = await database.prisma.captcha.findUniqueOrThrow({ where: { id } });
  const input = { username: 'nova', password: PASSWORD, captcha: answer, captcha_id: id, address: `10.9.0.${++address}`, fallbackLanguage: null, ...fields };
  return signIn(deps, input);
}

describe('signIn', () => {
  it('signs in by username or e-mail, in any case', async () => {
    expect(await attempt({ username: 'NOVA' })).toMatchObject({ kind: 'signed_in', blocked: false, account: { username: 'nova' } });
    expect(await attempt({ username: 'Nova@Example.test' })).toMatchObject({ kind: 'signed_in' });
  });

  it('refuses a wrong captcha before looking at the password, then an unknown name and a wrong password', async () => {
    expect(await attempt({ captcha: 'wrong' })).toEqual({ kind: 'refused', failure: { code: 'captcha_invalid', field: 'captcha' } });
    expect(await attempt({ username: 'ghost' })).toEqual({ kind: 'refused', failure: { code: 'invalid_username', field: 'username' } });
    expect(await attempt({ password: 'wrong-password-1!' })).toEqual({
      kind: 'refused',
      failure: { code: 'invalid_password', field: 'password' },
    });
  });

  it('signs a blocked account in for the blocked page, and asks a two-factor account for its code', async () => {
    expect(await attempt({ username: 'frozen' })).toMatchObject({ kind: 'signed_in', blocked: true });
    expect(await attempt({ username: 'guarded' })).toMatchObject({ kind: 'two_factor', account: { username: 'guarded' } });
  });

  it('mails an unconfirmed address a new code in the caller’s language when the account saved none', async () => {
    const mail = recordingMailer();
    expect(await attempt({ username: 'unverified', fallbackLanguage: 'es' }, mail)).toMatchObject({ kind: 'verification_required' });
    expect(mail.sent).toEqual([expect.objectContaining({ kind: 'verificationCode', to: expect.objectContaining({ language: 'es' }) })]);
  });

  it('stops an account after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await attempt({ username: 'unverified', password: 'wrong-password-1!' });
    expect(await attempt({ username: 'unverified' })).toMatchObject({ kind: 'refused', failure: { code: 'too_many_attempts' } });
  });
});
