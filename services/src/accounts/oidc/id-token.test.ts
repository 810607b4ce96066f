import type { JwtTransform } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevOidc, type DevOidc } from '../../../../scripts/lib/dev-oidc';
import { IdTokenError, verifyIdToken } from './id-token';
import type { ProviderConfig } from './provider-config';

const suite = {} as { oidc: DevOidc };
let google: ProviderConfig;

beforeAll(async () => {
  suite.oidc = await startDevOidc({ port: 0 });
  const env = suite.oidc.env;
  google = {
    id: 'google',
    issuer: env.SLIPCASE_OIDC_GOOGLE_ISSUER!,
    clientId: env.SLIPCASE_OIDC_GOOGLE_CLIENT_ID!,
    clientSecret: env.SLIPCASE_OIDC_GOOGLE_CLIENT_SECRET!,
    scope: 'openid email profile',
  };
});
afterAll(() => suite.oidc?.stop());

/** A token signed by the "Google" server's key, with its claims changed by `change`. */
function googleToken(change: (payload: Record<string, unknown>) => void = () => {}, server = suite.oidc.servers.google) {
  const transform: JwtTransform = (_header, payload) => {
    Object.assign(payload, {
      sub: 'g-123',
      aud: google.clientId,
      email: 'Nova@Example.test',
      email_verified: true,
      name: 'Nova Star',
      nonce: 'the-nonce',
    });
    change(payload);
  };
  return server.issuer.buildToken({ scopesOrTransform: transform });
}

describe('verifyIdToken', () => {
  it('accepts a token of the issuer for our client with our nonce, and says who signed in', async () => {
    const identity = await verifyIdToken(google, await googleToken(), { nonce: 'the-nonce' });
    expect(identity).toEqual({
      subject: 'g-123',
      email: 'nova@example.test',
      emailVerified: true,
      name: 'Nova Star',
      givenName: null,
      familyName: null,
    });
  });

  it('takes email_verified sent as the string "true", and builds the name from its parts', async () => {
    const token = await googleToken((payload) => {
      payload.email_verified = 'true';
      delete payload.name;
      Object.assign(payload, { given_name: 'Ana', family_name: 'María' });
    });
    const identity = await verifyIdToken(google, token, { nonce: 'the-nonce' });
    expect(identity).toMatchObject({ emailVerified: true, name: 'Ana María', givenName: 'Ana', familyName: 'María' });
  });

  it('refuses a token issued to another client', async () => {
    const token = await googleToken((payload) => (payload.aud = 'someone-else'));
    await expect(verifyIdToken(google, token, { nonce: 'the-nonce' })).rejects.toThrow(IdTokenError);
  });

  it('refuses a token for several audiences when it was not issued to us (azp)', async () => {
    const token = await googleToken((payload) => Object.assign(payload, { aud: [google.clientId, 'other'], azp: 'other' }));
    await expect(verifyIdToken(google, token, { nonce: 'the-nonce' })).rejects.toThrow(/azp/);
  });

  it('refuses a token without the nonce this sign-in sent', async () => {
    await expect(verifyIdToken(google, await googleToken(), { nonce: 'another-nonce' })).rejects.toThrow(/nonce/);
    const noNonce = await googleToken((payload) => delete payload.nonce);
    await expect(verifyIdToken(google, noNonce, { nonce: 'the-nonce' })).rejects.toThrow(/nonce/);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await googleToken((payload) => Object.assign(payload, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 }));
    await expect(verifyIdToken(google, token, { nonce: 'the-nonce' })).rejects.toThrow(/exp/);
  });

  it('refuses a token of another issuer, or one signed with a key the issuer does not publish', async () => {
    const otherIssuer = await googleToken((payload) => (payload.iss = 'https://accounts.example'));
    await expect(verifyIdToken(google, otherIssuer, { nonce: 'the-nonce' })).rejects.toThrow(/iss/);
    // Signed by the "Apple" server's key while claiming to be Google's.
    const forged = await googleToken((payload) => (payload.iss = suite.oidc.servers.google.issuer.url), suite.oidc.servers.apple);
    await expect(verifyIdToken(google, forged, { nonce: 'the-nonce' })).rejects.toThrow(IdTokenError);
  });

  it('refuses what is not a token at all', async () => {
    await expect(verifyIdToken(google, 'not.a.token')).rejects.toThrow(IdTokenError);
  });
});
