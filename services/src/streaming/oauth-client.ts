import type { StreamingProviderId } from '@slipcase/domain';
import { ProviderAccessRevoked, ProviderFailure, type ProviderApp, type ProviderTokens } from './provider';
import { providerFetch } from './provider-http';

/** A token without an expiry (Deezer's offline access) is treated as good for a year, then refreshed or re-asked. */
const NO_EXPIRY_MS = 365 * 24 * 60 * 60 * 1000;

export interface OAuthSpec {
  id: StreamingProviderId;
  authUrl: string;
  tokenUrl: string;
  scope: string;
  /** How the client authenticates at the token endpoint: HTTP Basic (Spotify) or in the body. */
  clientAuth: 'basic' | 'body';
  /** More authorization parameters a provider wants (Google's offline access, Deezer's app id). */
  authorizeParams?: Record<string, string>;
}

/** The OAuth 2 half of a provider (RFC 6749 authorization code, RFC 7636 PKCE S256), the same for all three. */
export function oauthClient(spec: OAuthSpec, app: ProviderApp) {
  const authUrl = app.authUrl ?? spec.authUrl;
  const tokenUrl = app.tokenUrl ?? spec.tokenUrl;

  async function token(grant: Record<string, string>): Promise<ProviderTokens> {
    const form = new URLSearchParams(grant);
    const headers: Record<string, string> = {};
    if (spec.clientAuth === 'basic') {
      headers.Authorization = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
    } else {
      form.set('client_id', app.clientId);
      form.set('client_secret', app.clientSecret);
    }
    const answer = (await providerFetch(spec.id, new URL(tokenUrl), { method: 'POST', form, headers })) as Record<string, unknown> | null;
    const accessToken = answer?.access_token;
    if (typeof accessToken !== 'string' || !accessToken) throw new ProviderFailure(spec.id, 'the token endpoint answered without an access token');
    const seconds = Number(answer?.expires_in ?? answer?.expires ?? 0);
    return {
      accessToken,
      refreshToken: typeof answer?.refresh_token === 'string' ? answer.refresh_token : null,
      expiresAt: new Date(Date.now() + (seconds > 0 ? seconds * 1000 : NO_EXPIRY_MS)),
      scope: typeof answer?.scope === 'string' ? answer.scope : spec.scope,
    };
  }

  return {
    authorizeUrl({ state, codeChallenge, redirectUri }: { state: string; codeChallenge: string; redirectUri: string }): URL {
      const url = new URL(authUrl);
      const params = {
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: redirectUri,
        scope: spec.scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...spec.authorizeParams,
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url;
    },
    exchangeCode({ code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }): Promise<ProviderTokens> {
      return token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier });
    },
    async refresh(refreshToken: string): Promise<ProviderTokens> {
      try {
        return await token({ grant_type: 'refresh_token', refresh_token: refreshToken });
      } catch (error) {
        // RFC 6749 §5.2: a refresh token that was revoked is an invalid_grant (400); some providers answer 401.
        if (error instanceof ProviderFailure && /answered (400|401)/.test(error.message)) throw new ProviderAccessRevoked(spec.id);
        throw error;
      }
    },
  };
}
