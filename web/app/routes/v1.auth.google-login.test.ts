import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/database';
import { visitProvider } from '../testing/oidc';
import { useOidcTestDatabase } from '../testing/suites';
import { loader as startLoader } from './auth.social.$provider';
import { action as appleCallback } from './v1.auth.apple.callback';
import { action as appleLogin } from './v1.auth.apple-login';
import { action as googleLogin } from './v1.auth.google-login';

const suite = useOidcTestDatabase();

function idToken(provider: 'google' | 'apple', claims: Record<string, unknown>) {
  return suite.oidc.servers[provider].issuer.buildToken({
    scopesOrTransform: (_header, payload) =>
      Object.assign(payload, { aud: suite.oidc.env[`SLIPCASE_OIDC_${provider.toUpperCase()}_CLIENT_ID`], email_verified: true }, claims),
  });
}

function post(action: typeof googleLogin, path: string, body: Record<string, unknown>, cookie = ''): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} });
}

describe('POST /v1/auth/google-login and apple-login', () => {
  it('answers the user and sets the session cookie', async () => {
    const token = await idToken('google', { sub: 'g-1', email: 'lyra@example.test', name: 'Lyra Vale' });
    const body = { id: 'g-1', email: 'lyra@example.test', name: 'Lyra Vale', provider_token: token, lang: 'en', source: 'web', referred_by_user: 'ref-9' };
    const response = await post(googleLogin, '/v1/auth/google-login', body);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Set-Cookie')).toMatch(/^__session=/);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ name: 'Lyra Vale', email: 'lyra@example.test', username: 'lyra', freeze: false, banned: false });
    expect(await suite.database.prisma.user.findUniqueOrThrow({ where: { email: 'lyra@example.test' } })).toMatchObject({ referredBy: 'ref-9' });
  });

  it('answers { two_factor: true } for a two-factor account', async () => {
    const token = await idToken('apple', { sub: 'a-2', email: 'guarded@example.test' });
    const body = { id: 'a-2', email: 'guarded@example.test', name: 'Guarded', provider_token: token, lang: 'en', source: 'web' };
    await post(appleLogin, '/v1/auth/apple-login', body);
    await suite.database.prisma.user.update({ where: { email: 'guarded@example.test' }, data: { twoFactorEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' } });
    const response = await post(appleLogin, '/v1/auth/apple-login', body);
    expect(await response.json()).toEqual({ two_factor: true });
    expect(response.headers.get('Set-Cookie')).toMatch(/^__session=/);
  });

  it('refuses with the catalogue’s codes: missing fields, a bad token, a taken address, a blocked account', async () => {
    const missing = await post(googleLogin, '/v1/auth/google-login', { id: 'g-3', email: 'x@example.test' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: 'required', message: 'This field is required', field: 'provider_token' } });

    const bad = await post(appleLogin, '/v1/auth/apple-login', { id: 'a-3', email: 'x@example.test', provider_token: 'forged' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: { code: 'apple_auth_failed', message: 'Apple authentication failed' } });

    const owner = await createUser(suite.database, { username: 'holder', password: 'right-password-1!' });
    const taken = await post(googleLogin, '/v1/auth/google-login', {
      id: 'g-4',
      email: owner.email,
      provider_token: await idToken('google', { sub: 'g-4', email: owner.email }),
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: { code: 'duplicated_email', message: 'This email is already registered. Please try logging in instead.', field: 'email' },
    });

    const body = { id: 'g-5', email: 'gone@example.test', provider_token: await idToken('google', { sub: 'g-5', email: 'gone@example.test' }) };
    await post(googleLogin, '/v1/auth/google-login', body);
    await suite.database.prisma.user.update({ where: { email: 'gone@example.test' }, data: { banned: true } });
    const blocked = await post(googleLogin, '/v1/auth/google-login', body);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({
      error: { code: 'deactivated_account', message: 'This account has been deactivated. Please contact support.' },
    });
    expect(blocked.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('POST /v1/auth/apple/callback', () => {
  async function beginApple(hint: string) {
    const request = new Request(`http://localhost/auth/social/apple?login_hint=${encodeURIComponent(hint)}`);
    const start = await startLoader({ request, params: { provider: 'apple' }, context: {} });
    return visitProvider(start);
  }

  it('finishes the sign-in this browser began: { user } and the session', async () => {
    const { callback, cookie } = await beginApple('orchard@example.test');
    const params = { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') };
    const response = await post(appleCallback, '/v1/auth/apple/callback', params, cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe('orchard@example.test');
    expect(response.headers.get('Set-Cookie')).toMatch(/__oidc=;.*__session=/s);
  });

  it('refuses another state with auth_failed, forgetting the attempt', async () => {
    const { callback, cookie } = await beginApple('orchard@example.test');
    const response = await post(appleCallback, '/v1/auth/apple/callback', { code: callback.searchParams.get('code'), state: 'fixed' }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'auth_failed', message: 'Authentication failed' } });
    expect(response.headers.get('Set-Cookie')).toMatch(/^__oidc=;/);
  });
});
