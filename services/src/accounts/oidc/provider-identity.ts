import type { ProviderIdentity } from '../social-account';
import { discover } from './discovery';
import { IdTokenError, verifyIdToken } from './id-token';
import type { ProviderConfig } from './provider-config';
import { exchangeCode } from './token-exchange';

/**
 * Who the provider vouches for once a sign-in came back with a code: the code traded for the ID token (with the
 * attempt's PKCE verifier), which must verify with the attempt's nonce.
 */
export async function identityFromCode(
  config: ProviderConfig,
  grant: { code: string; codeVerifier: string; redirectUri: string; nonce: string },
): Promise<ProviderIdentity> {
  const { nonce, ...exchange } = grant;
  const idToken = await exchangeCode(config, await discover(config.issuer), exchange);
  return verifyIdToken(config, idToken, { nonce });
}

/** Who an ID token a client obtained itself names; it must name the `id` and `email` the client sent with it. */
export async function identityFromClientToken(
  config: ProviderConfig,
  idToken: string,
  claimed: { id: string; email: string },
): Promise<ProviderIdentity> {
  const identity = await verifyIdToken(config, idToken);
  if (identity.subject !== claimed.id || identity.email !== claimed.email.trim().toLowerCase()) {
    throw new IdTokenError('the ID token names another person than the id and email sent with it');
  }
  return identity;
}
