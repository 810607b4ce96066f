import { verifyPassword } from '@slipcase/db';
import { RESET_LINK_TTL_MS } from '@slipcase/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from '../../testing/database';
import { resetLinkIn } from '../../testing/mailbox';
import { useMailTestDatabase } from '../../testing/suites';
import * as reset from '@slipcase/services/accounts/password-reset';
import { accountDeps } from '../deps.server';
import { publicBaseUrl } from '../public-url.server';

// The account use cases run with the web's mailer; what they mail is read from the test mailbox.
const requestPasswordReset = (email: string, baseUrl: string, now?: Date) => reset.requestPasswordReset(accountDeps(now), { email, baseUrl });
const isResetTokenUsable = (token: string, now?: Date) => reset.isResetTokenUsable(accountDeps(now), token);
const resetPassword = (token: string, password: string, now?: Date) => reset.resetPassword(accountDeps(now), { token, password });

const suite = useMailTestDatabase();
let serial = 0;
const BASE = 'https://slipcase.example';

afterEach(() => {
  delete process.env.SLIPCASE_PUBLIC_URL;
});

function newUser() {
  return createUser(suite.database, { username: `reset${++serial}`, password: 'old-password-1!' });
}

/** Asks for a link and returns its token, read from the mail. */
async function mailedToken(email: string, now?: Date): Promise<string> {
  await requestPasswordReset(email, BASE, now);
  const link = resetLinkIn((await suite.mailbox.next(email)).text);
  expect(link.startsWith(`${BASE}/auth/reset-password?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

async function passwordOf(userId: string, password: string): Promise<boolean> {
  const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return verifyPassword(user.passwordHash, password);
}

describe('requestPasswordReset', () => {
  it('mails a single-use link valid for 2 hours, storing only its hash', async () => {
    const user = await newUser();
    const token = await mailedToken(user.email.toUpperCase());
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await suite.database.prisma.authToken.findMany({ where: { userId: user.id, kind: 'password_reset' } });
    expect(row?.tokenHash).not.toBe(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(RESET_LINK_TTL_MS);
  });

  it('sends nothing for an unknown address, and answers the same (nothing)', async () => {
    await expect(requestPasswordReset('nobody@example.test', BASE)).resolves.toBeUndefined();
    expect(suite.mailbox.pending('nobody@example.test')).toEqual([]);
  });

  it('spends the links sent before when a new one is asked for', async () => {
    const user = await newUser();
    const now = Date.now();
    const first = await mailedToken(user.email, new Date(now));
    const second = await mailedToken(user.email, new Date(now + 61_000));
    expect(await isResetTokenUsable(first, new Date(now + 62_000))).toBe(false);
    expect(await isResetTokenUsable(second, new Date(now + 62_000))).toBe(true);
    expect(await resetPassword(first, 'new-password-1!', new Date(now + 62_000))).toEqual({ ok: false, code: 'reset_link_invalid' });
  });

  it('mails one link a minute at most: a second ask within it sends nothing, the first link still works', async () => {
    const user = await newUser();
    const now = Date.now();
    const first = await mailedToken(user.email, new Date(now));
    await requestPasswordReset(user.email, BASE, new Date(now + 10_000));
    expect(suite.mailbox.pending(user.email)).toEqual([]);
    expect(await isResetTokenUsable(first, new Date(now + 10_000))).toBe(true);
  });

  it('links to SLIPCASE_PUBLIC_URL when set, else to the local server: never to a request’s host', () => {
    expect(publicBaseUrl()).toMatch(/^http:\/\/localhost:\d+$/);
    process.env.SLIPCASE_PUBLIC_URL = 'https://music.example.org/';
    expect(publicBaseUrl()).toBe('https://music.example.org');
  });
});

describe('resetPassword', () => {
  it('changes the password, spends the link, ends every session of the user', async () => {
    const user = await newUser();
    await sessionCookie(user.id);
    await sessionCookie(user.id);
    const bystander = await newUser();
    await sessionCookie(bystander.id);
    const token = await mailedToken(user.email);

    expect(await resetPassword(token, 'brand-new-pass-2?')).toEqual({ ok: true, userId: user.id });
    expect(await passwordOf(user.id, 'brand-new-pass-2?')).toBe(true);
    expect(await passwordOf(user.id, 'old-password-1!')).toBe(false);
    expect(await suite.database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await suite.database.prisma.session.count({ where: { userId: bystander.id } })).toBe(1);
    // The link reached the mailbox, so the address counts as verified.
    expect((await suite.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeInstanceOf(Date);

    // Used once: a second use is refused and changes nothing.
    expect(await resetPassword(token, 'third-password-3#')).toEqual({ ok: false, code: 'reset_link_invalid' });
    expect(await passwordOf(user.id, 'brand-new-pass-2?')).toBe(true);
  });

  it('refuses a link after 2 hours, by the clock or by the row', async () => {
    const user = await newUser();
    const now = Date.now();
    const token = await mailedToken(user.email, new Date(now));
    expect(await isResetTokenUsable(token, new Date(now + RESET_LINK_TTL_MS - 1000))).toBe(true);
    expect(await resetPassword(token, 'new-password-1!', new Date(now + RESET_LINK_TTL_MS + 1000))).toEqual({
      ok: false,
      code: 'reset_link_invalid',
    });
    await suite.database.prisma.authToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resetPassword(token, 'new-password-1!')).toEqual({ ok: false, code: 'reset_link_invalid' });
    expect(await passwordOf(user.id, 'old-password-1!')).toBe(true);
  });

  it('refuses unknown tokens and weak passwords (which leave the link usable)', async () => {
    expect(await resetPassword('', 'new-password-1!')).toEqual({ ok: false, code: 'reset_link_invalid' });
    expect(await resetPassword('not-a-token', 'new-password-1!')).toEqual({ ok: false, code: 'reset_link_invalid' });
    const user = await newUser();
    const token = await mailedToken(user.email);
    expect(await resetPassword(token, 'short1!')).toEqual({ ok: false, code: 'password_weak' });
    expect(await isResetTokenUsable(token)).toBe(true);
  });

  it('lets exactly one of two simultaneous uses of a link succeed', async () => {
    const user = await newUser();
    const token = await mailedToken(user.email);
    const results = await Promise.all([resetPassword(token, 'first-choice-1!'), resetPassword(token, 'second-choice-2!')]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, code: 'reset_link_invalid' }]);
    const winner = results[0]!.ok ? 'first-choice-1!' : 'second-choice-2!';
    expect(await passwordOf(user.id, winner)).toBe(true);
  });
});
