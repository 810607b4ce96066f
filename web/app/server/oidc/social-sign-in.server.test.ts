import type { MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/database';
import { visitProvider } from '../../testing/oidc';
import { useOidcTestDatabase } from '../../testing/suites';
import { hashSessionToken, readSessionToken } from '../session.server';
import { providerConfig, type OAuthProviderId } from './config.server';
import { beginSignIn } from './sign-in-attempt.server';
import { completeCallback, tokenLogin } from './social-sign-in.server';

const suite = useOidcTestDatabase();

interface Trip {
  provider?: OAuthProviderId;
  email?: string;
  redirectTo?: string;
  referredBy?: string;
  /** Changes the query the provider sends back with. */
  alter?: (callback: URL) => void;
  /** Sends no attempt cookie. */
  noCookie?: boolean;
  /** The provider of the endpoint the code is posted to. */
  endpoint?: OAuthProviderId;
}

/** A whole sign-in: start, the provider's page, and the callback with the attempt cookie. */
async function signInWith({ provider = 'google', email, redirectTo = '/dashboard', referredBy, alter, noCookie, endpoint }: Trip) {
  const start = await beginSignIn(new Request(`http://localhost/auth/social/${provider}`), providerConfig(provider)!, {
    redirectTo,
    referredBy,
    loginHint: email,
  });
  const { callback, cookie } = await visitProvider(start);
  alter?.(callback);
  const request = new Request(callback, { headers: { 'Accept-Language': 'es', ...(!noCookie && { Cookie: cookie }) } });
  const params = { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') };
  return completeCallback(request, params, { provider: endpoint });
}

async function sessionOf(cookies: readonly string[]) {
  const session = cookies.find((cookie) => cookie.startsWith('__session='))?.split(';')[0] ?? '';
  const token = await readSessionToken(new Request('http://localhost/', { headers: { Cookie: session } }));
  return token ? suite.database.prisma.session.findUnique({ where: { tokenHash: hashSessionToken(token) } }) : null;
}

/** Changes the next ID token the server signs (not the access token signed before it). */
function bendNextIdToken(server: OAuth2Server, change: (payload: Record<string, unknown>) => void): void {
  const listener = (token: MutableToken) => {
    if (token.payload.aud === undefined) return;
    change(token.payload);
    server.service.off('beforeTokenSigning', listener);
  };
  server.service.on('beforeTokenSigning', listener);
}

describe('the callback of a social sign-in', () => {
  it('creates the account and its identity on a first sign-in, and signs in to the kept redirect', async () => {
    const result = await signInWith({ email: 'Nova.Star@example.test', redirectTo: '/distributions', referredBy: 'friend-1' });
    expect(result.outcome).toMatchObject({ kind: 'signed_in', created: true });
    expect(result.redirectTo).toBe('/distributions');
    // The attempt is forgotten and the session starts.
    expect(result.cookies.some((cookie) => cookie.startsWith('__oidc=;'))).toBe(true);
    const userId = result.outcome.kind === 'signed_in' ? result.outcome.userId : '';
    expect((await sessionOf(result.cookies))?.userId).toBe(userId);
    const user = await suite.database.prisma.user.findUniqueOrThrow({ where: { id: userId }, include: { identities: true } });
    expect(user).toMatchObject({
      email: 'nova.star@example.test',
      username: 'nova.star',
      name: 'Nova Star',
      firstName: 'Nova',
      lastName: 'Star',
      language: 'es',
      referredBy: 'friend-1',
      role: 'artist',
    });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'google', email: 'nova.star@example.test' })]);
  });

  it('finds the same account on the next sign-in', async () => {
    const first = await signInWith({ email: 'again@example.test' });
    const users = await suite.database.prisma.user.count();
    const second = await signInWith({ email: 'again@example.test' });
    expect(second.outcome).toMatchObject({ kind: 'signed_in', created: false });
    expect(second.outcome.kind === 'signed_in' && second.outcome.userId).toBe(first.outcome.kind === 'signed_in' && first.outcome.userId);
    expect(await suite.database.prisma.user.count()).toBe(users);
    expect(second.redirectTo).toBe('/dashboard');
  });

  it('makes the username unique', async () => {
    await createUser(suite.database, { username: 'taken', password: 'x' });
    const result = await signInWith({ email: 'taken@elsewhere.test' });
    const userId = result.outcome.kind === 'signed_in' ? result.outcome.userId : '';
    expect((await suite.database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).username).toBe('taken2');
  });

  it('refuses a state other than the one this browser sent, and starts no session', async () => {
    const sessions = await suite.database.prisma.session.count();
    const result = await signInWith({ email: 'state@example.test', alter: (url) => url.searchParams.set('state', 'forged') });
    expect(result.outcome).toEqual({ kind: 'refused', failure: { code: 'auth_failed', status: 400 } });
    expect(await suite.database.prisma.session.count()).toBe(sessions);
    expect(await suite.database.prisma.user.count({ where: { email: 'state@example.test' } })).toBe(0);
  });

  it('refuses a callback without a code, or without a sign-in under way', async () => {
    const noCode = await signInWith({ email: 'code@example.test', alter: (url) => url.searchParams.delete('code') });
    expect(noCode.outcome).toMatchObject({ kind: 'refused', failure: { code: 'auth_failed' } });
    const noAttempt = await signInWith({ email: 'code@example.test', noCookie: true });
    expect(noAttempt.outcome).toMatchObject({ kind: 'refused', failure: { code: 'auth_failed' } });
  });

  it("refuses to finish one provider's sign-in at another's endpoint", async () => {
    const result = await signInWith({ provider: 'google', email: 'cross@example.test', endpoint: 'apple' });
    expect(result.outcome).toMatchObject({ kind: 'refused', failure: { code: 'auth_failed' } });
  });

  it('refuses an ID token with another nonce, or an expired one, as the provider failing', async () => {
    bendNextIdToken(suite.oidc.servers.google, (payload) => (payload.nonce = 'replayed'));
    const replayed = await signInWith({ email: 'nonce@example.test' });
    expect(replayed.outcome).toEqual({ kind: 'refused', failure: { code: 'google_auth_failed' } });

    const now = Math.floor(Date.now() / 1000);
    bendNextIdToken(suite.oidc.servers.apple, (payload) => Object.assign(payload, { iat: now - 7200, exp: now - 3600 }));
    const expired = await signInWith({ provider: 'apple', email: 'expired@example.test' });
    expect(expired.outcome).toEqual({ kind: 'refused', failure: { code: 'apple_auth_failed' } });
    expect(await suite.database.prisma.user.count({ where: { email: { in: ['nonce@example.test', 'expired@example.test'] } } })).toBe(0);
  });

  it('refuses an address that belongs to an account already, without linking it', async () => {
    const owner = await createUser(suite.database, { username: 'owner', password: 'right-password-1!' });
    const result = await signInWith({ provider: 'apple', email: owner.email });
    expect(result.outcome).toEqual({ kind: 'refused', failure: { code: 'duplicated_email', field: 'email' } });
    expect(await suite.database.prisma.oAuthIdentity.count({ where: { userId: owner.id } })).toBe(0);
  });

  it('refuses a blocked account (deactivated_account)', async () => {
    const first = await signInWith({ email: 'frozen.social@example.test' });
    const userId = first.outcome.kind === 'signed_in' ? first.outcome.userId : '';
    await suite.database.prisma.user.update({ where: { id: userId }, data: { freeze: true } });
    const sessions = await suite.database.prisma.session.count({ where: { userId } });
    const result = await signInWith({ email: 'frozen.social@example.test' });
    expect(result.outcome).toEqual({ kind: 'refused', failure: { code: 'deactivated_account' } });
    expect(await suite.database.prisma.session.count({ where: { userId } })).toBe(sessions);
  });

  it('asks a two-factor account for its code: the session waits for it', async () => {
    const first = await signInWith({ email: 'two.factor@example.test' });
    const userId = first.outcome.kind === 'signed_in' ? first.outcome.userId : '';
    await suite.database.prisma.user.update({ where: { id: userId }, data: { twoFactorEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' } });
    const result = await signInWith({ email: 'two.factor@example.test' });
    expect(result.outcome).toMatchObject({ kind: 'two_factor', userId });
    expect(await sessionOf(result.cookies)).toMatchObject({ userId, twoFactorPending: true });
  });
});

describe('a /v1 social login with the provider’s ID token', () => {
  function idToken(provider: OAuthProviderId, claims: Record<string, unknown>) {
    const config = providerConfig(provider)!;
    return suite.oidc.servers[provider].issuer.buildToken({
      scopesOrTransform: (_header, payload) => Object.assign(payload, { aud: config.clientId, email_verified: true }, claims),
    });
  }
  const request = () => new Request('http://localhost/v1/auth/apple-login', { method: 'POST' });

  it('signs in the person the token names, keeping the name the app sent when the token has none', async () => {
    const token = await idToken('apple', { sub: 'apple-1', email: 'quiet@privaterelay.example' });
    const input = { id: 'apple-1', email: 'quiet@privaterelay.example', name: 'Quiet Storm', provider_token: token, lang: 'pt' };
    const outcome = await tokenLogin(request(), 'apple', input);
    expect(outcome).toMatchObject({ kind: 'signed_in', created: true });
    const userId = outcome.kind === 'signed_in' ? outcome.userId : '';
    expect(await suite.database.prisma.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ name: 'Quiet Storm', language: 'pt' });
    expect(await tokenLogin(request(), 'apple', input)).toMatchObject({ kind: 'signed_in', created: false, userId });
  });

  it('refuses a token that names someone else than the id and email sent with it', async () => {
    const token = await idToken('google', { sub: 'google-7', email: 'seven@example.test' });
    const base = { id: 'google-7', email: 'seven@example.test', provider_token: token };
    expect(await tokenLogin(request(), 'google', { ...base, id: 'google-8' })).toMatchObject({ failure: { code: 'google_auth_failed' } });
    expect(await tokenLogin(request(), 'google', { ...base, email: 'eight@example.test' })).toMatchObject({
      failure: { code: 'google_auth_failed' },
    });
  });

  it('refuses a token issued to another client', async () => {
    const token = await idToken('google', { sub: 'google-9', email: 'nine@example.test', aud: 'another-app' });
    const outcome = await tokenLogin(request(), 'google', { id: 'google-9', email: 'nine@example.test', provider_token: token });
    expect(outcome).toEqual({ kind: 'refused', failure: { code: 'google_auth_failed' } });
  });
});
