import { hashPassword, verifyPassword } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import { hashSessionToken } from './sessions';

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

/**
 * Changes the password after checking the current one; false when it is wrong. Every other session of the user
 * ends (a stolen session dies with the old password), as do unused reset links; the session whose token is kept
 * (the one that made the change) stays signed in.
 */
export async function changePassword(
  { prisma, now }: Deps,
  input: { userId: string; currentPassword: string; newPassword: string; keepSessionToken: string | null },
): Promise<boolean> {
  const { userId, keepSessionToken } = input;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) return false;
  const passwordHash = await hashPassword(input.newPassword);
  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash } }),
    prisma.session.deleteMany({ where: { userId, ...(keepSessionToken && { tokenHash: { not: hashSessionToken(keepSessionToken) } }) } }),
    prisma.authToken.updateMany({ where: { userId, kind: 'password_reset', usedAt: null }, data: { usedAt: now } }),
  ]);
  return true;
}

export function loadNotificationSettings({ prisma }: Pick<Deps, 'prisma'>, userId: string) {
  return prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { emailNotifications: true, marketingEmails: true, pushNotifications: true },
  });
}

/** Saves the three toggles (an unticked box is not sent, so it means off); false when the database refused. */
export async function saveNotificationSettings(
  { prisma }: Pick<Deps, 'prisma'>,
  input: { userId: string; emailNotifications?: boolean; marketingEmails?: boolean; pushNotifications?: boolean },
): Promise<boolean> {
  const { userId, emailNotifications = false, marketingEmails = false, pushNotifications = false } = input;
  try {
    await prisma.user.update({ where: { id: userId }, data: { emailNotifications, marketingEmails, pushNotifications } });
    return true;
  } catch (error) {
    console.error('[account] notification settings not saved', error);
    return false;
  }
}
