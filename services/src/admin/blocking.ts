import type { Role } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { findManagedAccount, type AdminRefusal, type ManagedAccount } from './managed-account';

/** What an admin may do to an account's access. */
export type BlockIntent = 'freeze' | 'unfreeze' | 'ban' | 'unban';

interface BlockFields {
  freeze?: boolean;
  banned?: boolean;
  blockedReason?: string | null;
}

/** The admin acting, as the audit log names them. */
export interface ActingAdmin {
  id: string;
  username: string;
  role: Role;
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
  deps: Pick<ServiceDeps, 'prisma'>,
  { admin, targetId, intent, reason = null }: { admin: ActingAdmin; targetId: string; intent: BlockIntent; reason?: string | null },
): Promise<{ ok: true; username: string } | { ok: false; refusal: AdminRefusal }> {
  const found = await findManagedAccount(deps, { admin, targetId });
  if (!found.ok) return found;
  const { account } = found;
  await deps.prisma.user.update({ where: { id: account.id }, data: blockChange(account, intent, reason) });
  console.info(`[admin] ${admin.username} (${admin.id}): ${intent} ${account.username} (${account.id})`);
  return { ok: true, username: account.username };
}

/** Why the account is blocked, in the admin's words; null when no reason was given. */
export async function blockedReason({ prisma }: Pick<ServiceDeps, 'prisma'>, userId: string): Promise<string | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { blockedReason: true } });
  return user?.blockedReason ?? null;
}

/** The admin an impersonation session stands for, to go back to; null when that account is gone. */
export function findImpersonator({ prisma }: Pick<ServiceDeps, 'prisma'>, adminId: string) {
  return prisma.user.findUnique({ where: { id: adminId }, select: { id: true, role: true, username: true } });
}
