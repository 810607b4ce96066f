import type { ProviderMetadata } from './discovery';
import type { ProviderConfig } from './provider-config';

const HTTP_TIMEOUT_MS = 10_000;

/** The token endpoint refused the code, or answered without an ID token. */
export class TokenExchangeError extends Error {
  override name = 'TokenExchangeError';
}

/**
 * Trades an authorization code for the provider's ID token (RFC 6749 §4.1.3 with the PKCE verifier of RFC 7636;
 * the client secret, when there is one, in the body: client_secret_post, which Google and Apple both take).
 */
export async function exchangeCode(
  config: ProviderConfig,
  metadata: ProviderMetadata,
  grant: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: config.clientId,
    code_verifier: grant.codeVerifier,
  });
  if (config.clientSecret) body.set('client_secret', config.clientSecret);
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (!response.ok) {
    throw new TokenExchangeError(`the token endpoint answered ${response.status} ${String(answer.error ?? '')}`.trim());
  }
  if (typeof answer.id_token !== 'string') throw new TokenExchangeError('the token endpoint answered without an ID token');
  return answer.id_token;
}
