import type { TestDatabase } from '@slipcase/db/testing';
import { verifyPassword } from '@slipcase/db';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPageMarkup } from '../testing/render-page';
import { hashSessionToken, readSessionToken } from '../server/session.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import PersonalSettingsPage, { action, loader } from './account._index';

let database: TestDatabase;
let mailbox: Mailbox;
let userId: string;
let cookie: string;
const PASSWORD = 'right-password-1!';

beforeAll(async () => {
  [database, mailbox] = await Promise.all([useTestDatabase(), startMailbox()]);
  process.env.SMTP_URL = mailbox.url;
  ({ id: userId } = await createUser(database, { username: 'nova', password: PASSWORD }));
  await createUser(database, { username: 'taken', password: PASSWORD });
  cookie = await sessionCookie(userId);
});
afterAll(async () => {
  await mailbox?.stop();
  await database?.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PROFILE = {
  intent: 'profile',
  firstName: 'Nova',
  lastName: 'Lane',
  email: 'nova@example.test',
  phoneCode: '+34',
  phoneNumber: '612 345 678',
  contactMethod: 'whatsapp',
};

async function post(fields: Record<string, string>, withCookie = cookie) {
  const request = new Request('http://localhost/account', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { Cookie: withCookie },
  });
  const response = await settle(action({ request, params: {}, context: {} }));
  return { status: response.status, body: (await response.json()) as { reply: { error?: Record<string, string[]> }; notice: unknown; changed: boolean } };
}

describe('/account', () => {
  it('sends a visitor to sign in and back', async () => {
    const response = await settle(loader({ request: new Request('http://localhost/account'), params: {}, context: {} }));
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Faccount');
  });

  it('shows the personal data, the password form and the two-factor section under the tabs', async () => {
    const response = await settle(loader({ request: new Request('http://localhost/account', { headers: { Cookie: cookie } }), params: {}, context: {} }));
    const data = await response.json();
    expect(data).toMatchObject({ email: 'nova@example.test', emailVerified: false, twoFactorEnabled: false });
    const html = await renderPageMarkup(PersonalSettingsPage, data);
    expect(html).toContain('Personal and Password');
    expect(html).toContain('Change password');
    expect(html).toContain('Two-factor sign-in');
    expect(html).toMatch(/<a[^>]*href="\/account\/subscription"[^>]*>Subscription<\/a>/);
  });
});

describe('personal data', () => {
  it('saves names, phone and contact method, the phone as digits', async () => {
    const { status, body } = await post(PROFILE);
    expect(status).toBe(200);
    expect(body.notice).toEqual({ kind: 'saved' });
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user).toMatchObject({
      firstName: 'Nova',
      lastName: 'Lane',
      name: 'Nova Lane',
      phoneCode: '+34',
      phoneNumber: '612345678',
      contactMethod: 'whatsapp',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'required'],
    [{ email: 'not-an-address' }, 'email', 'invalid_email'],
    [{ phoneNumber: '123' }, 'phoneNumber', 'too_short {"min":4}'],
    [{ phoneNumber: '1234567890123456' }, 'phoneNumber', 'too_long {"max":15}'],
    [{ phoneNumber: '555-1234' }, 'phoneNumber', 'invalid_characters'],
    [{ phoneNumber: '', contactMethod: 'sms' }, 'phoneNumber', 'required'],
    [{ phoneCode: '', phoneNumber: '612345678' }, 'phoneCode', 'required'],
    [{ phoneCode: '+999' }, 'phoneCode', 'invalid_choice'],
    [{ contactMethod: 'pigeon' }, 'contactMethod', 'invalid_choice'],
  ])('refuses %o with %s: %s', async (change, field, code) => {
    const { status, body } = await post({ ...PROFILE, ...change });
    expect(status).toBe(400);
    expect(body.reply.error?.[field]).toEqual([code]);
  });

  it('refuses an e-mail another account has, in any case', async () => {
    const { status, body } = await post({ ...PROFILE, email: 'TAKEN@example.test' });
    expect(status).toBe(409);
    expect(body.reply.error?.email).toEqual(['duplicated_email']);
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe('nova@example.test');
  });

  it('says profile_update_failed when the database fails', async () => {
    // A trigger that refuses one name: the database failing for real, no client mocked.
    await database.prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`);
    await database.prisma.$executeRawUnsafe(`
      CREATE TRIGGER refuse_update BEFORE UPDATE ON "User" FOR EACH ROW WHEN (NEW."firstName" = 'Explode')
      EXECUTE FUNCTION refuse_update()`);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { status, body } = await post({ ...PROFILE, firstName: 'Explode' });
      expect(status).toBe(500);
      expect(body.reply.error?.['']).toEqual(['profile_update_failed']);
    } finally {
      await database.prisma.$executeRawUnsafe('DROP TRIGGER refuse_update ON "User"');
      await database.prisma.$executeRawUnsafe('DROP FUNCTION refuse_update');
    }
  });

  it('marks a new e-mail unverified and mails a code to it', async () => {
    await database.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    const { status, body } = await post({ ...PROFILE, email: 'nova.new@example.test' });
    expect(status).toBe(200);
    expect(body.notice).toEqual({ kind: 'verify', email: 'nova.new@example.test', sent: true });
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user).toMatchObject({ email: 'nova.new@example.test', emailVerifiedAt: null });
    const mail = await mailbox.next('nova.new@example.test');
    expect(mail.text).toMatch(/\b\d{6}\b/);
  });

  it('keeps the address verified when only its case changes', async () => {
    await database.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    const { body } = await post({ ...PROFILE, email: 'Nova.New@example.test' });
    expect(body.notice).toEqual({ kind: 'saved' });
    expect((await database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt).not.toBeNull();
  });
});

describe('password change', () => {
  const change = (fields: Record<string, string>, withCookie = cookie) => post({ intent: 'password', ...fields }, withCookie);

  it.each([
    [{ currentPassword: PASSWORD, newPassword: 'short1!', confirmPassword: 'short1!' }, 'newPassword', 'password_weak'],
    [{ currentPassword: PASSWORD, newPassword: 'longer-pass-1!', confirmPassword: 'longer-pass-2!' }, 'confirmPassword', 'passwords_mismatch'],
    [{ currentPassword: 'wrong-password-1!', newPassword: 'longer-pass-1!', confirmPassword: 'longer-pass-1!' }, 'currentPassword', 'invalid_password'],
    [{ currentPassword: '', newPassword: 'longer-pass-1!', confirmPassword: 'longer-pass-1!' }, 'currentPassword', 'required'],
  ])('refuses %o with %s: %s', async (fields, field, code) => {
    const { status, body } = await change(fields);
    expect(status).toBe(400);
    expect(body.reply.error?.[field]).toEqual([code]);
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);
  });

  it('changes it, ends the other sessions and keeps this one', async () => {
    const other = await sessionCookie(userId);
    const mine = await sessionCookie(userId);
    const someoneElse = await database.prisma.user.findUniqueOrThrow({ where: { username: 'taken' } });
    await sessionCookie(someoneElse.id);
    const token = (value: string) => readSessionToken(new Request('http://localhost/', { headers: { Cookie: value } }));

    const { status, body } = await change(
      { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-1!', confirmPassword: 'Brand-new-pass-1!' },
      mine,
    );
    expect(status).toBe(200);
    expect(body.changed).toBe(true);
    const user = await database.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword(user.passwordHash, 'Brand-new-pass-1!')).toBe(true);
    const sessions = await database.prisma.session.findMany({ where: { userId } });
    expect(sessions.map((session) => session.tokenHash)).toEqual([hashSessionToken((await token(mine))!)]);
    expect(await database.prisma.session.count({ where: { tokenHash: hashSessionToken((await token(other))!) } })).toBe(0);
    expect(await database.prisma.session.count({ where: { userId: someoneElse.id } })).toBe(1);
  });
});
