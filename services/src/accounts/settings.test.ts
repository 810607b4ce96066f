import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@slipcase/db';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount } from '../testing/accounts';
import { hashSessionToken } from './sessions';
import { changePassword, loadNotificationSettings, saveNotificationSettings } from './settings';

const NOW = new Date('2026-11-27T10:00:00Z');
const CURRENT = 'right-password-1!';
const NEW = 'another-password-2!';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

let accounts = 0;
/** An account signed in on two devices, with a reset link outstanding. */
async function signedInTwice() {
  const user = await createAccount(db.prisma, { username: `settings${++accounts}`, password: CURRENT });
  const expiresAt = new Date(NOW.getTime() + 86_400_000);
  for (const token of ['this-device', 'stolen-device']) {
    await db.prisma.session.create({ data: { userId: user.id, tokenHash: hashSessionToken(`${token}-${user.id}`), expiresAt } });
  }
  await db.prisma.authToken.create({ data: { userId: user.id, kind: 'password_reset', tokenHash: `reset-${user.id}`, expiresAt } });
  return user;
}

const sessions = async (userId: string) => (await db.prisma.session.findMany({ where: { userId } })).map((session) => session.tokenHash);
const stored = async (userId: string) => (await db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash;

describe('changePassword', () => {
  it('changes it after the current one, ending every other session and every unused reset link', async () => {
    const user = await signedInTwice();
    const keepSessionToken = `this-device-${user.id}`;
    expect(await changePassword({ prisma: db.prisma, now: NOW }, { userId: user.id, currentPassword: CURRENT, newPassword: NEW, keepSessionToken })).toBe(true);
    expect(await verifyPassword(await stored(user.id), NEW)).toBe(true);
    expect(await sessions(user.id)).toEqual([hashSessionToken(keepSessionToken)]);
    expect(await db.prisma.authToken.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ usedAt: NOW });
  });

  it('changes nothing with a wrong current password, and ends every session when none is kept', async () => {
    const user = await signedInTwice();
    expect(await changePassword({ prisma: db.prisma, now: NOW }, { userId: user.id, currentPassword: 'wrong-password-1!', newPassword: NEW, keepSessionToken: null })).toBe(false);
    expect(await verifyPassword(await stored(user.id), CURRENT)).toBe(true);
    expect(await sessions(user.id)).toHaveLength(2);
    expect(await db.prisma.authToken.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ usedAt: null });

    await changePassword({ prisma: db.prisma, now: NOW }, { userId: user.id, currentPassword: CURRENT, newPassword: NEW, keepSessionToken: null });
    expect(await sessions(user.id)).toEqual([]);
  });
});

describe('the notification settings', () => {
  it('save the three toggles, an absent one as off', async () => {
    const user = await createAccount(db.prisma, { username: 'notifications' });
    await saveNotificationSettings({ prisma: db.prisma }, { userId: user.id, emailNotifications: true, marketingEmails: true, pushNotifications: true });
    expect(await loadNotificationSettings({ prisma: db.prisma }, user.id)).toEqual({ emailNotifications: true, marketingEmails: true, pushNotifications: true });
    expect(await saveNotificationSettings({ prisma: db.prisma }, { userId: user.id, emailNotifications: true })).toBe(true);
    expect(await loadNotificationSettings({ prisma: db.prisma }, user.id)).toEqual({ emailNotifications: true, marketingEmails: false, pushNotifications: false });
  });
});
