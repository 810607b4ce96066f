import { canManageAccount, type ErrorCode, type Role } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** Why an admin may not act on an account. */
export interface AdminRefusal {
  code: Extract<ErrorCode, 'permission_denied' | 'not_found'>;
}

export interface ManagedAccount {
  id: string;
  username: string;
  freeze: boolean;
  banned: boolean;
}

/** The account the admin wants to act on, when it exists and is a user's (never staff's: canManageAccount). */
export async function findManagedAccount(
  { prisma }: Pick<ServiceDeps, 'prisma'>,
  { admin, targetId }: { admin: { role: Role }; targetId: string },
): Promise<{ ok: true; account: ManagedAccount } | { ok: false; refusal: AdminRefusal }> {
  const target = targetId
    ? await prisma.user.findUnique({
        where: { id: targetId },
        select: { id: true, username: true, role: true, freeze: true, banned: true },
      })
    : null;
  if (!target) return { ok: false, refusal: { code: 'not_found' } };
  if (!canManageAccount(admin.role, target.role)) return { ok: false, refusal: { code: 'permission_denied' } };
  const { role: _role, ...account } = target;
  return { ok: true, account };
}
