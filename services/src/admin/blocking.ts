import { blockChange, type BlockIntent, type Role } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { findManagedAccount, type AdminRefusal } from './managed-account';

/** The admin acting, as the audit log names them. */
export interface ActingAdmin {
  id: string;
  username: string;
  role: Role;
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
