import { describe, expect, it } from 'vitest';
import { createUser } from '../testing/database';
import { visitProvider } from '../testing/oidc';
import { useOidcTestDatabase } from '../testing/suites';
import { loader as callbackLoader } from './auth.callback';
import { loader as startLoader } from './auth.social.$provider';

const suite = useOidcTestDatabase();

async function start(path: string): Promise<Response> {
  const run = async () => startLoader({ request: new Request(`http://localhost${path}`), params: { provider: path.split(/[/?]/)[3] }, context: {} });
  return run().catch((thrown: unknown) => thrown as Response);
}

/** Opens /auth/social/…, passes the provider, and opens the callback it sends the browser to. */
async function signIn(path: string, alter?: (callback: URL) => void): Promise<Response> {
  const { callback, cookie } = await visitProvider(await start(path));
  alter?.(callback);
  return callbackLoader({ request: new Request(callback, { headers: { Cookie: cookie } }), params: {}, context: {} });
}

describe('/auth/social/<provider>', () => {
  it('sends the browser to the provider with state, nonce and a PKCE challenge, remembering them in a short-lived cookie', async () => {
    const response = await start('/auth/social/google?login_hint=a%40example.test&redirect=%2Froyalties');
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get('Location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${suite.oidc.env.SLIPCASE_OIDC_GOOGLE_ISSUER}/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: suite.oidc.env.SLIPCASE_OIDC_GOOGLE_CLIENT_ID,
      redirect_uri: 'http://localhost/auth/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      login_hint: 'a@example.test',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(param)).toMatch(/^[\w-]{43}$/);
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^__oidc=/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('is not found for a provider that is not configured, or not one at all', async () => {
    const issuer = process.env.SLIPCASE_OIDC_APPLE_ISSUER;
    delete process.env.SLIPCASE_OIDC_APPLE_ISSUER;
    try {
      expect((await start('/auth/social/apple')).status).toBe(404);
    } finally {
      process.env.SLIPCASE_OIDC_APPLE_ISSUER = issuer;
    }
    expect((await start('/auth/social/facebook')).status).toBe(404);
  });
});

describe('/auth/callback', () => {
  it('signs a new person in and goes to the dashboard, or to the redirect kept from the start', async () => {
    const first = await signIn('/auth/social/google?login_hint=fresh%40example.test');
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/dashboard');
    expect(first.headers.get('Set-Cookie')).toMatch(/__session=[^;]+;/);
    const back = await signIn('/auth/social/google?login_hint=fresh%40example.test&redirect=%2Froyalties%3Fyear%3D2024');
    expect(back.headers.get('Location')).toBe('/royalties?year=2024');
  });

  it('never keeps a redirect to another site', async () => {
    const response = await signIn('/auth/social/google?login_hint=fresh%40example.test&redirect=%2F%2Fevil.example');
    expect(response.headers.get('Location')).toBe('/dashboard');
  });

  it('goes back to sign-in with error=auth_failed for a wrong state or a missing code', async () => {
    const wrongState = await signIn('/auth/social/google', (url) => url.searchParams.set('state', 'expected-by-nobody'));
    expect(wrongState.headers.get('Location')).toBe('/auth/login?error=auth_failed');
    expect(wrongState.headers.get('Set-Cookie')).not.toMatch(/__session=[^;]/);
    const noCode = await signIn('/auth/social/google', (url) => url.searchParams.delete('code'));
    expect(noCode.headers.get('Location')).toBe('/auth/login?error=auth_failed');
  });

  it('names a taken address (duplicated_email) on the sign-in page', async () => {
    await createUser(suite.database, { username: 'existing', password: 'right-password-1!' });
    const response = await signIn('/auth/social/apple?login_hint=existing%40example.test');
    expect(response.headers.get('Location')).toBe('/auth/login?error=duplicated_email');
  });

  it('sends a two-factor account to its code', async () => {
    await signIn('/auth/social/apple?login_hint=careful%40example.test');
    await suite.database.prisma.user.update({ where: { email: 'careful@example.test' }, data: { twoFactorEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' } });
    const response = await signIn('/auth/social/apple?login_hint=careful%40example.test&redirect=%2Froyalties');
    expect(response.headers.get('Location')).toBe('/auth/two-factor?redirect=%2Froyalties');
  });
});
