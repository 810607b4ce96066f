import { socialSignIn, type NewAccountDetails, type OAuthProviderId, type ProviderIdentity } from '@slipcase/services/accounts/social-account';
import type { AuthFailure } from '../auth/auth-failure.server';
import { startSession } from '../session.server';
import { accountDeps } from '../deps.server';

export { providerFailure } from '@slipcase/services/accounts/social-account';

/** Where a social sign-in ended; `cookies` are the Set-Cookie values to send. */
export type SocialOutcome =
  | { kind: 'refused'; failure: AuthFailure }
  /** Signed in with the provider; a session waits for the TOTP code. */
  | { kind: 'two_factor'; userId: string; cookies: string[] }
  | { kind: 'signed_in'; userId: string; created: boolean; cookies: string[] };

/** Signs in the provider's identity (socialSignIn decides) and starts its session, still owing a TOTP code when two-factor is on. */
export async function signInWithIdentity(
  request: Request,
  provider: OAuthProviderId,
  identity: ProviderIdentity,
  details: NewAccountDetails,
): Promise<SocialOutcome> {
  const result = await socialSignIn(accountDeps(), { provider, identity, details });
  if (!result.ok) return { kind: 'refused', failure: result.failure };
  const { account } = result;
  if (account.twoFactorEnabled) {
    return { kind: 'two_factor', userId: account.id, cookies: [await startSession(request, account.id, { twoFactorPending: true })] };
  }
  return { kind: 'signed_in', userId: account.id, created: result.created, cookies: [await startSession(request, account.id)] };
}
