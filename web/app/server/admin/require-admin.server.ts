import { canImpersonate } from '@slipcase/domain';
import { requireUser, type SessionUser } from '../session.server';

/**
 * The signed-in admin behind an /admin page. Everyone else is refused, an impersonation session too: it acts
 * as the user (whose role it has), and "Back to Admin" is its only way into the admin's own pages.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!canImpersonate(user.role) || user.impersonatorId !== null) throw new Response('Forbidden', { status: 403 });
  return user;
}
