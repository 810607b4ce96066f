import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/database';
import { codeIn } from '../../testing/mailbox';
import { useMailTestDatabase } from '../../testing/suites';
import { hashSessionToken, readSessionToken } from '../session.server';
import * as verification from '@slipcase/services/accounts/email-verification';
import { accountDeps } from '../deps.server';
import { startVerifiedSession } from './verified-session.server';

// The account use cases run with the web's mailer; what they mail is read from the test mailbox.
const { VERIFICATION_CODE_TTL_MS } = verification;
type Recipient = verification.VerificationRecipient;
const issueVerificationCode = (user: Recipient, now?: Date) => verification.issueVerificationCode(accountDeps(now), user);
const sendVerificationCode = async (user: Recipient) => void (await issueVerificationCode(user));
const resendVerificationCode = (email: string) => verification.resendVerificationCode(accountDeps(), email);
const verifyEmailCode = (email: string, code: string, now?: Date) => verification.verifyEmailCode(accountDeps(now), { email, code });

const suite = useMailTestDatabase();
let serial = 0;

/** A fresh unverified account (each test its own, so the resend limits of one do not touch another). */
async function newUser(fields: { language?: string; freeze?: boolean } = {}) {
  const { language, ...rest } = fields;
  const user = await createUser(suite.database, { username: `user${++serial}`, password: 'right-password-1!', ...rest });
  return suite.database.prisma.user.update({ where: { id: user.id }, data: { language: language ?? null } });
}

async function mailedCode(email: string): Promise<string> {
  return codeIn((await suite.mailbox.next(email)).text);
}

function tokensOf(userId: string) {
  return suite.database.prisma.authToken.findMany({ where: { userId, kind: 'email_verification' }, orderBy: { createdAt: 'asc' } });
}

const later = (ms: number) => new Date(Date.now() + ms);

describe('sendVerificationCode and verifyEmailCode', () => {
  it('mails a code in the user’s language; the right code confirms the address once', async () => {
    const user = await newUser({ language: 'es' });
    await sendVerificationCode(user);
    const mail = await suite.mailbox.next(user.email);
    expect(mail.subject).toBe('Tu código de verificación de Slipcase');
    const code = codeIn(mail.text);
    const [token] = await tokensOf(user.id);
    expect(token?.tokenHash).not.toContain(code);
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(VERIFICATION_CODE_TTL_MS);

    expect(await verifyEmailCode(user.email.toUpperCase(), ` ${code} `)).toEqual({ userId: user.id });
    const verified = await suite.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(verified.emailVerifiedAt).toBeInstanceOf(Date);
    // Single use.
    expect(await verifyEmailCode(user.email, code)).toBeNull();
  });

  it('spends a code after 5 wrong tries: the right one no longer works', async () => {
    const user = await newUser();
    await sendVerificationCode(user);
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expect(await verifyEmailCode(user.email, wrong)).toBeNull();
    const [token] = await tokensOf(user.id);
    expect(token).toMatchObject({ attempts: 5, usedAt: expect.any(Date) });
    expect(await verifyEmailCode(user.email, code)).toBeNull();
    expect((await suite.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });

  it('takes the right code on the fifth try', async () => {
    const user = await newUser();
    await sendVerificationCode(user);
    const code = await mailedCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) await verifyEmailCode(user.email, wrong);
    expect(await verifyEmailCode(user.email, code)).toEqual({ userId: user.id });
  });

  it('counts simultaneous guesses: ten at once still get only five tries', async () => {
    const user = await newUser();
    await sendVerificationCode(user);
    const code = await mailedCode(user.email);
    const guesses = Array.from({ length: 10 }, (_, index) => String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((guess) => verifyEmailCode(user.email, guess)));
    expect(results.every((result) => result === null)).toBe(true);
    const [token] = await tokensOf(user.id);
    expect(token?.attempts).toBe(5);
    expect(await verifyEmailCode(user.email, code)).toBeNull();
  });

  it('refuses an expired code (24 hours), moved by the clock or by the row', async () => {
    const user = await newUser();
    await sendVerificationCode(user);
    const code = await mailedCode(user.email);
    expect(await verifyEmailCode(user.email, code, later(VERIFICATION_CODE_TTL_MS + 1000))).toBeNull();
    await suite.database.prisma.authToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await verifyEmailCode(user.email, code)).toBeNull();
  });

  it('refuses malformed codes and unknown addresses without counting a try', async () => {
    const user = await newUser();
    await sendVerificationCode(user);
    const code = await mailedCode(user.email);
    for (const bad of ['12345', '1234567', 'abcdef', '']) expect(await verifyEmailCode(user.email, bad)).toBeNull();
    expect(await verifyEmailCode('nobody@example.test', code)).toBeNull();
    expect((await tokensOf(user.id))[0]?.attempts).toBe(0);
  });
});

describe('sending again', () => {
  it('sends one code a minute: a second ask within it sends nothing and says when', async () => {
    const user = await newUser();
    const now = new Date();
    expect(await issueVerificationCode(user, now)).toEqual({ status: 'sent' });
    await suite.mailbox.next(user.email);
    const again = await issueVerificationCode(user, new Date(now.getTime() + 20_000));
    expect(again).toEqual({ status: 'wait', retryAt: new Date(now.getTime() + 60_000) });
    // The sign-in page's call is quiet about it: the code of a moment ago still works.
    await sendVerificationCode(user);
    expect(suite.mailbox.pending(user.email)).toEqual([]);
    expect(await tokensOf(user.id)).toHaveLength(1);
  });

  it('keeps only the latest code working', async () => {
    const user = await newUser();
    const now = new Date();
    await issueVerificationCode(user, now);
    const first = await mailedCode(user.email);
    expect(await issueVerificationCode(user, new Date(now.getTime() + 61_000))).toEqual({ status: 'sent' });
    const second = await mailedCode(user.email);
    if (first !== second) expect(await verifyEmailCode(user.email, first, new Date(now.getTime() + 62_000))).toBeNull();
    expect(await verifyEmailCode(user.email, second, new Date(now.getTime() + 62_000))).toEqual({ userId: user.id });
  });

  it('sends at most ten codes a day', async () => {
    const user = await newUser();
    const start = Date.now();
    for (let index = 0; index < 10; index++) {
      expect(await issueVerificationCode(user, new Date(start + index * 61_000))).toEqual({ status: 'sent' });
      await suite.mailbox.next(user.email);
    }
    const refused = await issueVerificationCode(user, new Date(start + 10 * 61_000));
    expect(refused).toEqual({ status: 'wait', retryAt: new Date(start + 24 * 3_600_000) });
  });

  it('answers "sent" for unknown and verified addresses without mailing them', async () => {
    const verified = await newUser();
    await suite.database.prisma.user.update({ where: { id: verified.id }, data: { emailVerifiedAt: new Date() } });
    expect(await resendVerificationCode(verified.email)).toEqual({ status: 'sent' });
    expect(await resendVerificationCode('nobody@example.test')).toEqual({ status: 'sent' });
    expect(suite.mailbox.pending(verified.email)).toEqual([]);
    expect(await tokensOf(verified.id)).toEqual([]);

    const waiting = await newUser();
    expect(await resendVerificationCode(waiting.email.toUpperCase())).toEqual({ status: 'sent' });
    expect(codeIn((await suite.mailbox.next(waiting.email)).text)).toMatch(/^\d{6}$/);
  });

  it('throws when the mail cannot be sent, and keeps no code (so asking again works at once)', async () => {
    const user = await newUser();
    const working = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      await expect(sendVerificationCode(user)).rejects.toThrow();
    } finally {
      process.env.SMTP_URL = working;
    }
    expect(await tokensOf(user.id)).toEqual([]);
    const now = Date.now();
    expect(await issueVerificationCode(user, new Date(now))).toEqual({ status: 'sent' });
    const code = await mailedCode(user.email);

    // A later ask whose mail fails leaves the code already sent working.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      await expect(issueVerificationCode(user, new Date(now + 61_000))).rejects.toThrow();
    } finally {
      process.env.SMTP_URL = working;
    }
    expect(await verifyEmailCode(user.email, code, new Date(now + 62_000))).toEqual({ userId: user.id });
  });
});

describe('startVerifiedSession', () => {
  async function sessionOf(cookie: string) {
    const token = await readSessionToken(new Request('http://localhost/', { headers: { Cookie: cookie.split(';')[0]! } }));
    return suite.database.prisma.session.findUniqueOrThrow({ where: { tokenHash: hashSessionToken(token ?? '') } });
  }
  const request = () => new Request('http://localhost/auth/verify-email', { method: 'POST' });

  it('signs in and goes where asked (same site only)', async () => {
    const user = await newUser();
    const signIn = await startVerifiedSession(request(), user.id, '/distributions');
    expect(signIn).toMatchObject({ location: '/distributions', twoFactorPending: false });
    expect(await sessionOf(signIn.cookie)).toMatchObject({ userId: user.id, twoFactorPending: false });
    expect((await startVerifiedSession(request(), user.id, '//evil.example')).location).toBe('/dashboard');
  });

  it('sends a blocked account to the blocked page, and two-factor accounts to their code', async () => {
    const blocked = await newUser({ freeze: true });
    expect((await startVerifiedSession(request(), blocked.id)).location).toBe('/account/blocked');
    const guarded = await newUser();
    await suite.database.prisma.user.update({ where: { id: guarded.id }, data: { twoFactorEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' } });
    const signIn = await startVerifiedSession(request(), guarded.id);
    expect(signIn).toMatchObject({ location: '/auth/two-factor?redirect=%2Fdashboard', twoFactorPending: true });
    expect((await sessionOf(signIn.cookie)).twoFactorPending).toBe(true);
  });
});
