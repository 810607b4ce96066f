import { expireEndedSubscription } from '@slipcase/services/billing/subscription-sync';
import { billingDeps } from '../billing/billing-deps.server';
import { requireUser, type SessionUser } from '../session.server';

/**
 * The signed-in user of the settings pages. A cancelled subscription whose period has passed ends here too when no
 * provider said so (the sandbox sends no events of its own), so the pages never show a plan that is over.
 */
export async function requireAccountUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (await expireEndedSubscription(user.id, billingDeps())) return requireUser(request);
  return user;
}
