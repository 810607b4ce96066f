import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '@slipcase/db';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount, recordingMailer } from '../testing/accounts';
import { isResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset';

const NOW = new Date('2026-11-27T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const BASE_URL = 'https://slipcase.example';
const NEW_PASSWORD = 'brand-new-pass-2!';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

let accounts = 0;
const account = () => createAccount(db.prisma, { username: `reset${++accounts}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Mails a link to the account at `now` and returns its token. */
async function mailedToken(email: string, now = NOW) {
  const mail = recordingMailer();
  await requestPasswordReset({ prisma: db.prisma, now, mail }, { email, baseUrl: BASE_URL });
  expect(mail.sent).toHaveLength(1);
  return tokenOf(mail.sent[0]!.secret);
}

describe('requestPasswordReset', () => {
  it('mails a link valid for two hours to the address, whatever its case, keeping only the token\'s SHA-256', async () => {
    const user = await account();
    const mail = recordingMailer();
    await requestPasswordReset({ prisma: db.prisma, now: NOW, mail }, { email: `  ${user.email.toUpperCase()} `, baseUrl: BASE_URL });
    expect(mail.sent).toEqual([{ kind: 'passwordReset', to: expect.objectContaining({ email: user.email, name: user.name, language: null }), secret: expect.stringMatching(/^https:\/\/slipcase\.example\/auth\/reset-password\?token=/), validHours: 2 }]);
    const token = tokenOf(mail.sent[0]!.secret);
    const rows = await db.prisma.authToken.findMany({ where: { userId: user.id } });
    expect(rows).toEqual([expect.objectContaining({ kind: 'password_reset', tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: at(120 * MINUTE), usedAt: null })]);
  });

  it('mails nothing for an unknown address, nor again within a minute; a new link spends the one before', async () => {
    const unknown = recordingMailer();
    await requestPasswordReset({ prisma: db.prisma, now: NOW, mail: unknown }, { email: 'nobody@example.test', baseUrl: BASE_URL });
    expect(unknown.sent).toEqual([]);

    const user = await account();
    const first = await mailedToken(user.email);
    const tooSoon = recordingMailer();
    await requestPasswordReset({ prisma: db.prisma, now: at(MINUTE - 1), mail: tooSoon }, { email: user.email, baseUrl: BASE_URL });
    expect(tooSoon.sent).toEqual([]);
    const second = await mailedToken(user.email, at(MINUTE + 1));
    expect(await isResetTokenUsable({ prisma: db.prisma, now: at(2 * MINUTE) }, first)).toBe(false);
    expect(await isResetTokenUsable({ prisma: db.prisma, now: at(2 * MINUTE) }, second)).toBe(true);
  });

  it('removes the link of a mail that could not be sent', async () => {
    const user = await account();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await requestPasswordReset({ prisma: db.prisma, now: NOW, mail: recordingMailer({ failing: true }) }, { email: user.email, baseUrl: BASE_URL });
    expect(logged).toHaveBeenCalledWith(`Password reset of ${user.id}: the mail could not be sent: the mail server is away`);
    logged.mockRestore();
    expect(await db.prisma.authToken.count({ where: { userId: user.id } })).toBe(0);
    // Nothing was sent, so asking again at once is not held back.
    await mailedToken(user.email, at(1000));
  });
});

describe('resetPassword', () => {
  it('sets the password once per link, ends every session and counts the address as verified', async () => {
    const user = await account();
    await db.prisma.session.create({ data: { userId: user.id, tokenHash: `session-${user.id}`, expiresAt: at(24 * 60 * MINUTE) } });
    const token = await mailedToken(user.email);
    const deps = { prisma: db.prisma, now: at(MINUTE) };

    // A weak password is refused without spending the link.
    expect(await resetPassword(deps, { token, password: 'short' })).toEqual({ ok: false, code: 'password_weak' });
    expect(await resetPassword(deps, { token, password: NEW_PASSWORD })).toEqual({ ok: true, userId: user.id });
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(after.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(after.emailVerifiedAt).toEqual(at(MINUTE));
    expect(await db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await resetPassword(deps, { token, password: 'another-pass-3!' })).toEqual({ ok: false, code: 'reset_link_invalid' });
  });

  it('takes one of two uses at once, and no link past its two hours or of another kind', async () => {
    const user = await account();
    const token = await mailedToken(user.email);
    const deps = { prisma: db.prisma, now: at(MINUTE) };
    const results = await Promise.all([resetPassword(deps, { token, password: NEW_PASSWORD }), resetPassword(deps, { token, password: 'other-pass-4!' })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);

    const late = await account();
    const lateToken = await mailedToken(late.email);
    expect(await resetPassword({ prisma: db.prisma, now: at(120 * MINUTE) }, { token: lateToken, password: NEW_PASSWORD })).toEqual({ ok: false, code: 'reset_link_invalid' });

    const verification = 'a-verification-token';
    await db.prisma.authToken.create({ data: { userId: late.id, kind: 'email_verification', tokenHash: createHash('sha256').update(verification).digest('hex'), expiresAt: at(60 * MINUTE) } });
    expect(await resetPassword(deps, { token: verification, password: NEW_PASSWORD })).toEqual({ ok: false, code: 'reset_link_invalid' });
    expect(await resetPassword(deps, { token: '', password: NEW_PASSWORD })).toEqual({ ok: false, code: 'reset_link_invalid' });
    expect(await verifyPassword((await db.prisma.user.findUniqueOrThrow({ where: { id: late.id } })).passwordHash!, NEW_PASSWORD)).toBe(false);
  });
});
