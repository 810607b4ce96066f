import { verifyPassword } from '@slipcase/db';
import { describe, expect, it, vi } from 'vitest';
import type { RegistrationInput } from '../../lib/signup-schemas';
import { codeIn } from '../../testing/mailbox';
import { NEW_ARTIST } from '../../testing/sign-up';
import { useMailTestDatabase } from '../../testing/suites';
import * as verification from '@slipcase/services/accounts/email-verification';
import * as registration from '@slipcase/services/accounts/register';
import { accountDeps } from '../deps.server';

// The account use cases run with the web's mailer; what they mail is read from the test mailbox.
const registerUser = (fields: RegistrationInput, options: { language: string }) => registration.registerUser(accountDeps(), { ...fields, ...options });
const resendVerificationCode = (email: string) => verification.resendVerificationCode(accountDeps(), email);
const verifyEmailCode = (email: string, code: string) => verification.verifyEmailCode(accountDeps(), { email, code });

const suite = useMailTestDatabase({ user: 'Nova' });

function input(fields: Partial<RegistrationInput> = {}): RegistrationInput {
  return { ...NEW_ARTIST, email: 'Mira@Example.test', ...fields };
}

describe('registerUser', () => {
  it('creates an unverified account with its language and tracking, and mails the first code', async () => {
    const result = await registerUser(
      input({ referred_by_user: 'nova', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' }),
      { language: 'pt' },
    );
    expect(result).toMatchObject({ ok: true, mailSent: true, user: { username: 'mira', email: 'mira@example.test' } });
    const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { email: 'mira@example.test' } });
    expect(user).toMatchObject({
      name: 'Mira Sol',
      firstName: 'Mira',
      lastName: 'Sol',
      language: 'pt',
      emailVerifiedAt: null,
      role: 'artist',
      plan: 'free',
      referredBy: 'nova',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
    });
    expect(await verifyPassword(user.passwordHash, 'new-password-1!')).toBe(true);

    const mail = await suite.mailbox.next('mira@example.test');
    expect(mail.subject).toBe('Seu código de verificação do Slipcase');
    expect(await verifyEmailCode('mira@example.test', codeIn(mail.text))).toEqual({ userId: user.id });
  });

  it('refuses a taken address or username, whatever their case, on the field', async () => {
    expect(await registerUser(input({ username: 'other', email: 'NOVA@example.test' }), { language: 'en' })).toEqual({
      ok: false,
      errors: [{ code: 'duplicated_email', field: 'email' }],
    });
    expect(await registerUser(input({ username: 'NOVA', email: 'new@example.test' }), { language: 'en' })).toEqual({
      ok: false,
      errors: [{ code: 'username_taken', field: 'username' }],
    });
    expect(await registerUser(input({ username: 'nova', email: 'nova@example.test' }), { language: 'en' })).toMatchObject({
      errors: [{ code: 'duplicated_email' }, { code: 'username_taken' }],
    });
    expect(await suite.database.prisma.user.count({ where: { email: 'new@example.test' } })).toBe(0);
  });

  it('creates one account of two identical sign-ups at once; the other is told what is taken', async () => {
    const both = await Promise.all([
      registerUser(input({ username: 'twin', email: 'twin@example.test' }), { language: 'en' }),
      registerUser(input({ username: 'twin', email: 'twin@example.test' }), { language: 'en' }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    // The loser is told what is taken; which unique index it met first (and so what it reads back) is the race's.
    const loser = both.find((result) => !result.ok);
    const codes = loser && !loser.ok ? loser.errors.map((error) => error.code) : [];
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code === 'duplicated_email' || code === 'username_taken')).toBe(true);
    expect(await suite.database.prisma.user.count({ where: { username: 'twin' } })).toBe(1);
    await suite.mailbox.next('twin@example.test');
  });

  it('keeps the account when the mail fails, with no code to wait for: "send a new code" works at once', async () => {
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let result;
    try {
      result = await registerUser(input({ username: 'offline', email: 'offline@example.test' }), { language: 'en' });
    } finally {
      process.env.SMTP_URL = working;
      error.mockRestore();
    }
    expect(result).toMatchObject({ ok: true, mailSent: false });
    const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { email: 'offline@example.test' } });
    expect(await suite.database.prisma.authToken.count({ where: { userId: user.id } })).toBe(0);

    expect(await resendVerificationCode('offline@example.test')).toEqual({ status: 'sent' });
    const code = codeIn((await suite.mailbox.next('offline@example.test')).text);
    expect(await verifyEmailCode('offline@example.test', code)).toEqual({ userId: user.id });
  });
});
