import { getPrisma } from '@slipcase/db';
import type { BlockIntent } from '../../lib/admin-schemas';
import type { SessionUser } from '../session.server';
import { findManagedAccount, type AdminRefusal, type ManagedAccount } from './managed-account.server';

interface BlockFields {
  freeze?: boolean;
  banned?: boolean;
  blockedReason?: string | null;
}

/**
 * What an intent changes. A block keeps its reason for the blocked page; lifting the last flag clears it,
 * lifting one of two keeps it (the other block still stands for the same reason).
 */
export function blockChange(account: Pick<ManagedAccount, 'freeze' | 'banned'>, intent: BlockIntent, reason: string | null): BlockFields {
  switch (intent) {
    case 'freeze':
      return { freeze: true, blockedReason: reason };
    case 'ban':
      return { banned: true, blockedReason: reason };
    case 'unfreeze':
      return { freeze: false, ...(!account.banned && { blockedReason: null }) };
    case 'unban':
      return { banned: false, ...(!account.freeze && { blockedReason: null }) };
  }
}

/** Freezes, bans, or lifts either, on a user's account (admins only; never staff). */
export async function changeBlock(
  admin: SessionUser,
  targetId: string,
  intent: BlockIntent,
  reason: string | null = null,
): Promise<{ ok: true; username: string } | { ok: false; refusal: AdminRefusal }> {
  const found = await findManagedAccount(admin, targetId);
  if (!found.ok) return found;
  const { account } = found;
  await getPrisma().user.update({ where: { id: account.id }, data: blockChange(account, intent, reason) });
  console.info(`[admin] ${admin.username} (${admin.id}): ${intent} ${account.username} (${account.id})`);
  return { ok: true, username: account.username };
}

/** Why the account is blocked, in the admin's words; null when no reason was given. */
export async function blockedReason(userId: string): Promise<string | null> {
  const user = await getPrisma().user.findUnique({ where: { id: userId }, select: { blockedReason: true } });
  return user?.blockedReason ?? null;
}
