import { checkTwoFactorSignIn } from '@slipcase/services/accounts/two-factor';
import { accountDeps } from '../deps.server';
import { completeTwoFactor, getTwoFactorPendingUserId } from '../session.server';
import type { AuthFailure } from './auth-failure.server';

/**
 * The second step of signing in: a right code turns the request's two-factor-pending session into a full one.
 * Returns the user's id, or why not (no pending session, a malformed or wrong code, too many tries).
 */
export async function completeTwoFactorSignIn(
  request: Request,
  code: string,
  address: string,
): Promise<{ userId: string } | { failure: AuthFailure }> {
  const userId = await getTwoFactorPendingUserId(request);
  const failure = await checkTwoFactorSignIn(accountDeps(), { userId, code, address });
  if (failure || !userId) return { failure: failure ?? { code: 'session_expired' } };
  await completeTwoFactor(request);
  return { userId };
}
