import { config } from '@slipcase/config';
import { OAUTH_PROVIDERS, type ProviderConfig } from '@slipcase/services/accounts/oidc/provider-config';
import type { OAuthProviderId } from '@slipcase/services/accounts/social-account';

export { isProviderId, OAUTH_PROVIDERS, type ProviderConfig } from '@slipcase/services/accounts/oidc/provider-config';
export type { OAuthProviderId } from '@slipcase/services/accounts/social-account';

function env(id: OAuthProviderId, key: 'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET' | 'SCOPE'): string | null {
  return config().env[`SLIPCASE_OIDC_${id.toUpperCase()}_${key}`]?.trim() || null;
}

/**
 * The provider's settings from SLIPCASE_OIDC_<GOOGLE|APPLE>_ISSUER, _CLIENT_ID, _CLIENT_SECRET (and optionally
 * _SCOPE); null unless at least the issuer and the client id are set. Read on every call, so a test can point
 * a provider at its own server.
 */
export function providerConfig(id: OAuthProviderId): ProviderConfig | null {
  const issuer = env(id, 'ISSUER');
  const clientId = env(id, 'CLIENT_ID');
  if (!issuer || !clientId) return null;
  return {
    id,
    issuer,
    clientId,
    clientSecret: env(id, 'CLIENT_SECRET'),
    scope: env(id, 'SCOPE') ?? 'openid email profile',
  };
}

/** The social sign-in providers this installation has configured: only these show a button. */
export function configuredProviders(): OAuthProviderId[] {
  return OAUTH_PROVIDERS.filter((id) => providerConfig(id) !== null);
}
