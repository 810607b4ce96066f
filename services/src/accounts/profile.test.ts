import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount, recordingMailer } from '../testing/accounts';
import { verifyEmailCode } from './email-verification';
import { loadProfile, saveProfile, type ProfileInput } from './profile';

const NOW = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

let accounts = 0;
async function verifiedAccount() {
  const user = await createAccount(db.prisma, { username: `profile${++accounts}` });
  return db.prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: NOW } });
}

const form = (userId: string, fields: Partial<ProfileInput> = {}): ProfileInput =>
  ({ userId, firstName: 'Mira', lastName: 'Sol', email: `profile${accounts}@example.test`, phoneCode: '+90', phoneNumber: '5551234567', contactMethod: 'whatsapp', ...fields });

describe('saveProfile', () => {
  it('saves the names, phone and contact method, keeping a verified address verified', async () => {
    const user = await verifiedAccount();
    const mail = recordingMailer();
    expect(await saveProfile({ prisma: db.prisma, now: NOW, mail }, form(user.id))).toEqual({ kind: 'saved' });
    expect(await loadProfile({ prisma: db.prisma }, user.id)).toEqual({
      firstName: 'Mira', lastName: 'Sol', email: user.email, phoneCode: '+90', phoneNumber: '5551234567', contactMethod: 'whatsapp', twoFactorEnabled: false, emailVerified: true,
    });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe('Mira Sol');
    expect(mail.sent).toEqual([]);
    // No number, no country code kept for it.
    await saveProfile({ prisma: db.prisma, now: NOW, mail }, form(user.id, { phoneNumber: '', contactMethod: 'email' }));
    expect(await loadProfile({ prisma: db.prisma }, user.id)).toMatchObject({ phoneCode: null, phoneNumber: null, contactMethod: 'email' });
  });

  it('takes a new address as unverified until the code mailed to it is entered', async () => {
    const user = await verifiedAccount();
    const mail = recordingMailer();
    const deps = { prisma: db.prisma, now: NOW, mail };
    expect(await saveProfile(deps, form(user.id, { email: 'mira.new@example.test' }))).toEqual({ kind: 'verify', email: 'mira.new@example.test', sent: true });
    expect(await loadProfile(deps, user.id)).toMatchObject({ email: 'mira.new@example.test', emailVerified: false });
    expect(mail.sent).toEqual([expect.objectContaining({ kind: 'verificationCode', to: expect.objectContaining({ email: 'mira.new@example.test' }) })]);
    expect(await verifyEmailCode(deps, { email: 'mira.new@example.test', code: mail.sent[0]!.secret })).toEqual({ userId: user.id });
  });

  it('refuses an address another account has, in any case, changing nothing', async () => {
    const user = await verifiedAccount();
    const other = await verifiedAccount();
    const outcome = await saveProfile({ prisma: db.prisma, now: NOW, mail: recordingMailer() }, form(user.id, { email: other.email.toUpperCase(), firstName: 'Changed' }));
    expect(outcome).toEqual({ kind: 'duplicated_email' });
    expect(await loadProfile({ prisma: db.prisma }, user.id)).toMatchObject({ email: user.email, firstName: '', emailVerified: true });
  });

  it('never lets a code mailed to an earlier address confirm a new one', async () => {
    const user = await verifiedAccount();
    const mail = recordingMailer();
    await saveProfile({ prisma: db.prisma, now: NOW, mail }, form(user.id, { email: 'mine@example.test' }));
    const codeToMine = mail.sent[0]!.secret;

    // Changed again at once (too soon for another code), to someone else's address.
    const soon = { prisma: db.prisma, now: later(10_000), mail };
    expect(await saveProfile(soon, form(user.id, { email: 'someone.else@example.test' }))).toEqual({ kind: 'verify', email: 'someone.else@example.test', sent: false });
    expect(mail.sent).toHaveLength(1);
    expect(await verifyEmailCode(soon, { email: 'someone.else@example.test', code: codeToMine })).toBeNull();

    // Changed again later, the mail to the new address failing.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { prisma: db.prisma, now: later(120_000), mail: recordingMailer({ failing: true }) };
    await saveProfile({ prisma: db.prisma, now: later(60_000), mail }, form(user.id, { email: 'mine.again@example.test' }));
    const codeToMineAgain = mail.sent[1]!.secret;
    expect(await saveProfile(failing, form(user.id, { email: 'another.stranger@example.test' }))).toMatchObject({ sent: false });
    logged.mockRestore();
    expect(await verifyEmailCode(failing, { email: 'another.stranger@example.test', code: codeToMineAgain })).toBeNull();
    expect(await loadProfile({ prisma: db.prisma }, user.id)).toMatchObject({ emailVerified: false });
  });
});
