import { jwtVerify, type JWTPayload } from 'jose';
import type { ProviderIdentity } from '../social-account';
import { discover, signingKeys } from './discovery';
import type { ProviderConfig } from './provider-config';

export type { ProviderIdentity } from '../social-account';

/** An ID token that must not be trusted; the message says why (for the log, never for the user). */
export class IdTokenError extends Error {
  override name = 'IdTokenError';
}

/** Clocks of the provider and this server may disagree a little. */
const CLOCK_TOLERANCE_SECONDS = 30;
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function identityOf(payload: JWTPayload): ProviderIdentity {
  const subject = text(payload.sub);
  if (!subject) throw new IdTokenError('the ID token has no subject');
  const givenName = text(payload.given_name);
  const familyName = text(payload.family_name);
  return {
    subject,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: text(payload.name) ?? (text([givenName, familyName].filter(Boolean).join(' '))),
    givenName,
    familyName,
  };
}

/**
 * Verifies an ID token the way OpenID Connect Core §3.1.3.7 asks: signed by a key of the issuer's JWKS, `iss`
 * the issuer, `aud` our client id (and `azp` ours when there are several audiences), not expired, and `nonce`
 * the one this sign-in sent, when it sent one (a token a `/v1` client obtained itself comes without ours).
 */
export async function verifyIdToken(
  config: ProviderConfig,
  idToken: string,
  options: { nonce?: string; now?: Date } = {},
): Promise<ProviderIdentity> {
  const metadata = await discover(config.issuer);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, signingKeys(metadata), {
      issuer: metadata.issuer,
      audience: config.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: options.now,
    }));
  } catch (error) {
    throw new IdTokenError(`the ID token was refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== config.clientId) {
    throw new IdTokenError('the ID token was issued to another party (azp)');
  }
  if (options.nonce !== undefined && payload.nonce !== options.nonce) {
    throw new IdTokenError('the ID token does not carry the nonce this sign-in sent');
  }
  return identityOf(payload);
}
