import type { Role } from '@slipcase/domain';
import { findImpersonator } from '@slipcase/services/admin/blocking';
import { findManagedAccount, type AdminRefusal } from '@slipcase/services/admin/managed-account';
import { getSessionUser, startSession, type SessionUser } from '../session.server';
import { accountDeps } from '../deps.server';

/**
 * An admin acts as a user (000 §6 "impersonating admin"): the admin's session ends and one of the user's starts,
 * marked with the admin as its impersonator. Returns its Set-Cookie.
 */
export async function startImpersonation(
  request: Request,
  admin: SessionUser,
  targetId: string,
): Promise<{ ok: true; cookie: string } | { ok: false; refusal: AdminRefusal }> {
  const found = await findManagedAccount(accountDeps(), { admin, targetId });
  if (!found.ok) return found;
  const cookie = await startSession(request, found.account.id, { impersonatorId: admin.id });
  // The audit trail: ActivityEvent is the releases' timeline, shown on the user's dashboard, so not there.
  console.info(`[admin] ${admin.username} (${admin.id}) acts as ${found.account.username} (${found.account.id})`);
  return { ok: true, cookie };
}

/**
 * "Back to Admin": ends the impersonation session and starts the admin's own again. Null when the request's
 * session is no impersonation.
 */
export async function endImpersonation(request: Request): Promise<{ admin: { id: string; role: Role }; cookie: string } | null> {
  const user = await getSessionUser(request);
  if (!user?.impersonatorId) return null;
  const admin = await findImpersonator(accountDeps(), user.impersonatorId);
  if (!admin) return null;
  const cookie = await startSession(request, admin.id);
  console.info(`[admin] ${admin.username} (${admin.id}) stopped acting as ${user.username} (${user.id})`);
  return { admin: { id: admin.id, role: admin.role }, cookie };
}
