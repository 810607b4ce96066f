import { describe, expect, it } from 'vitest';
import { authorizationUrl, codeChallenge, isAttempt, newAttempt } from './authorization-request';
import type { ProviderConfig } from './provider-config';

const config: ProviderConfig = { id: 'google', issuer: 'https://id.example', clientId: 'client-1', clientSecret: null, scope: 'openid email' };
const metadata = { issuer: 'https://id.example', authorization_endpoint: 'https://id.example/auth?x=1', token_endpoint: '', jwks_uri: '' };

describe('the authorization request', () => {
  it('derives the PKCE challenge as RFC 7636 appendix B does', () => {
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('sends the attempt’s state, nonce and challenge to the provider’s endpoint, keeping its own query', () => {
    const attempt = newAttempt(config, { redirectUri: 'https://app.example/auth/callback', redirectTo: '/dashboard' });
    const url = authorizationUrl(metadata, config, attempt, 'nova@example.test');
    expect(url.origin + url.pathname).toBe('https://id.example/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.example/auth/callback',
      scope: 'openid email',
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: codeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
      login_hint: 'nova@example.test',
    });
    expect(new Set([attempt.state, attempt.nonce, attempt.codeVerifier]).size).toBe(3);
  });

  it('takes back only a whole attempt of a known provider', () => {
    const attempt = newAttempt(config, { redirectUri: 'https://app.example/auth/callback', redirectTo: '/' });
    expect(isAttempt(JSON.parse(JSON.stringify(attempt)))).toBe(true);
    expect(isAttempt({ ...attempt, provider: 'github' })).toBe(false);
    expect(isAttempt({ ...attempt, state: '' })).toBe(false);
    expect(isAttempt({ ...attempt, referredBy: 7 })).toBe(false);
  });
});
