import type { OAuthProviderId } from '../social-account';

/** One OpenID Connect provider as the installation configured it. */
export interface ProviderConfig {
  id: OAuthProviderId;
  /** The issuer's URL; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Sent to the token endpoint when set (a public client relies on PKCE alone). */
  clientSecret: string | null;
  scope: string;
}

/** In the order the buttons show. */
export const OAUTH_PROVIDERS: readonly OAuthProviderId[] = ['google', 'apple'];

export function isProviderId(value: unknown): value is OAuthProviderId {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}
