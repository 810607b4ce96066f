import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingMailer } from '../testing/accounts';
import { resendVerificationCode, verifyEmailCode } from './email-verification';
import { registerUser, type RegistrationInput } from './register';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const input = (fields: Partial<RegistrationInput> = {}): RegistrationInput & { language: string } => ({
  email: 'Mira@Example.test',
  username: 'mira',
  password: 'new-password-1!',
  first_name: 'Mira',
  last_name: 'Sol',
  language: 'pt',
  ...fields,
});

describe('registerUser', () => {
  it('creates an unverified account, lower-casing the address, and mails a code valid for 24 hours that verifies it', async () => {
    const mail = recordingMailer();
    const deps = { prisma: database.prisma, now: new Date(), mail };
    const result = await registerUser(deps, input());
    expect(result).toMatchObject({ ok: true, mailSent: true, user: { username: 'mira', email: 'mira@example.test' } });
    expect(mail.sent).toEqual([
      { kind: 'verificationCode', to: expect.objectContaining({ email: 'mira@example.test', language: 'pt' }), secret: expect.stringMatching(/^\d{6}$/), validHours: 24 },
    ]);
    const user = await database.prisma.user.findUniqueOrThrow({ where: { email: 'mira@example.test' } });
    expect(user).toMatchObject({ name: 'Mira Sol', emailVerifiedAt: null, language: 'pt' });
    expect(await verifyEmailCode(deps, { email: 'MIRA@example.test', code: mail.sent[0]!.secret })).toEqual({ userId: user.id });
  });

  it('refuses a taken address or username, compared without case', async () => {
    const deps = { prisma: database.prisma, now: new Date(), mail: recordingMailer() };
    expect(await registerUser(deps, input({ username: 'other', email: 'MIRA@example.test' }))).toEqual({
      ok: false,
      errors: [{ code: 'duplicated_email', field: 'email' }],
    });
    expect(await registerUser(deps, input({ username: 'MIRA', email: 'new@example.test' }))).toEqual({
      ok: false,
      errors: [{ code: 'username_taken', field: 'username' }],
    });
    expect(deps.mail.sent).toEqual([]);
  });

  it('refuses a sign-up whose referral code is the username chosen: no account, no mail', async () => {
    const deps = { prisma: database.prisma, now: new Date(), mail: recordingMailer() };
    expect(await registerUser(deps, input({ username: 'SelfRef', email: 'self@example.test', referred_by_user: 'selfref' }))).toEqual({
      ok: false,
      errors: [{ code: 'referral_own_code', field: 'username' }],
    });
    expect(await database.prisma.user.count({ where: { email: 'self@example.test' } })).toBe(0);
    expect(deps.mail.sent).toEqual([]);
  });

  it('keeps the account when the mail fails, dropping the code so a new one can be sent at once', async () => {
    const deps = { prisma: database.prisma, now: new Date(), mail: recordingMailer({ failing: true }) };
    const result = await registerUser(deps, input({ username: 'offline', email: 'offline@example.test' }));
    expect(result).toMatchObject({ ok: true, mailSent: false });
    const user = await database.prisma.user.findUniqueOrThrow({ where: { email: 'offline@example.test' } });
    expect(await database.prisma.authToken.count({ where: { userId: user.id } })).toBe(0);

    const mail = recordingMailer();
    expect(await resendVerificationCode({ ...deps, mail }, 'offline@example.test')).toEqual({ status: 'sent' });
    expect(mail.sent).toHaveLength(1);
  });
});
