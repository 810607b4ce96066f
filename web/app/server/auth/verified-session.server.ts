import { signInState } from '@slipcase/services/accounts/sessions';
import { isBlocked } from '@slipcase/domain';
import { BLOCKED_PATH, safeRedirect, startSession } from '../session.server';
import { accountDeps } from '../deps.server';

/** Where the two-factor step lives (the sign-in page sends there too). */
const TWO_FACTOR_PATH = '/auth/two-factor';

export interface VerifiedSignIn {
  /** The session's Set-Cookie. */
  cookie: string;
  /** Where the page goes next: the blocked page, the two-factor step, or the page asked for. */
  location: string;
  /** The session still owes a TOTP code. */
  twoFactorPending: boolean;
}

/**
 * Signs in a user who has just proved their address, as a sign-in would: a blocked account only sees the
 * blocked page, an account with two-factor on still owes its TOTP code.
 */
export async function startVerifiedSession(request: Request, userId: string, redirectTo?: string | null): Promise<VerifiedSignIn> {
  const user = await signInState(accountDeps(), userId);
  const target = safeRedirect(redirectTo);
  if (!isBlocked(user) && user.twoFactorEnabled) {
    return {
      cookie: await startSession(request, userId, { twoFactorPending: true }),
      location: `${TWO_FACTOR_PATH}?${new URLSearchParams({ redirect: target })}`,
      twoFactorPending: true,
    };
  }
  return {
    cookie: await startSession(request, userId),
    location: isBlocked(user) ? BLOCKED_PATH : target,
    twoFactorPending: false,
  };
}
