import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OIDC_DEMO_EMAILS, devOidcClientId, startDevOidc, type DevOidc } from './dev-oidc';

let oidc: DevOidc;

/** The claims of a JWT (its signature is the web app's tests' business). */
function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  oidc = await startDevOidc({ port: 0 });
});
afterAll(async () => {
  await oidc?.stop();
});

/** A whole authorization code flow against one dev provider; the claims of the ID token it ends with. */
async function signIn(provider: 'google' | 'apple', loginHint?: string) {
  const issuer = oidc.env[`SLIPCASE_OIDC_${provider.toUpperCase()}_ISSUER`]!;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${issuer}/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: devOidcClientId(provider),
    redirect_uri: 'http://localhost:3000/auth/callback',
    scope: 'openid email profile',
    state: 's',
    nonce: 'n',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(loginHint && { login_hint: loginHint }),
  }).toString();
  const redirect = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(redirect.headers.get('Location')!).searchParams.get('code')!;
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:3000/auth/callback',
      client_id: devOidcClientId(provider),
      code_verifier: verifier,
    }),
  });
  return claimsOf(((await token.json()) as { id_token: string }).id_token);
}

describe('the dev OpenID Connect providers', () => {
  it('sign in whoever login_hint names, always with the same subject', async () => {
    const claims = await signIn('google', 'Nova.Star@Example.test');
    expect(claims).toMatchObject({
      iss: oidc.env.SLIPCASE_OIDC_GOOGLE_ISSUER,
      aud: devOidcClientId('google'),
      nonce: 'n',
      email: 'nova.star@example.test',
      email_verified: true,
      name: 'Nova Star',
    });
    expect((await signIn('google', 'nova.star@example.test')).sub).toBe(claims.sub);
  });

  it('sign in the demo identity when nobody is named, a different one per provider', async () => {
    expect((await signIn('apple')).email).toBe(DEV_OIDC_DEMO_EMAILS.apple);
    expect((await signIn('google')).email).toBe(DEV_OIDC_DEMO_EMAILS.google);
  });

  it('configure both providers for the web app', () => {
    expect(Object.keys(oidc.env).sort()).toEqual(
      ['GOOGLE', 'APPLE'].flatMap((p) => ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map((k) => `SLIPCASE_OIDC_${p}_${k}`)).sort(),
    );
    expect(oidc.env.SLIPCASE_OIDC_GOOGLE_ISSUER).not.toBe(oidc.env.SLIPCASE_OIDC_APPLE_ISSUER);
  });
});
