import { redirect } from '@remix-run/node';
import { isBlocked } from '@slipcase/domain';
import { BLOCKED_PATH, getSessionUser } from '../session.server';

/**
 * The pages for signing up and confirming an address are for visitors (000 §2): a signed-in user goes to the
 * dashboard, a blocked one to the blocked page.
 */
export async function redirectSignedInUser(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (user) throw redirect(isBlocked(user) ? BLOCKED_PATH : '/dashboard');
}
