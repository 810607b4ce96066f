import { randomBytes } from 'node:crypto';
import { hashPassword } from '@slipcase/db';
import { firstFreeUsername, isBlocked, usernameBase } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { AuthFailure } from './auth-failure';
import { isUniqueViolation } from '../database/unique-violation';

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

/** The sign-in providers an identity may come from. */
export type OAuthProviderId = 'google' | 'apple';

/** A person as a provider's verified ID token names them. */
export interface ProviderIdentity {
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** Lower-cased; null when the token carries none. */
  email: string | null;
  /** The provider vouches for the address (Apple sends the claim as the string "true"). */
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** What a sign-in that creates an account keeps on it. */
export interface NewAccountDetails {
  /** The interface language the person was using. */
  language: string | null;
  /** referred_by_user, as sign-up keeps it. */
  referredBy: string | null;
  /** A name the caller sent, for a token without one (Apple names the person only to the app, once). */
  name?: string | null;
}

/** "Google authentication failed" / "Apple authentication failed" (000 §8, social login: other). */
export function providerFailure(provider: OAuthProviderId): AuthFailure {
  return { code: provider === 'google' ? 'google_auth_failed' : 'apple_auth_failed' };
}

const DUPLICATED_EMAIL: AuthFailure = { code: 'duplicated_email', field: 'email' };
const DEACTIVATED: AuthFailure = { code: 'deactivated_account' };

const accountFields = { id: true, freeze: true, banned: true, twoFactorEnabled: true } as const;

interface SocialAccount {
  id: string;
  freeze: boolean;
  banned: boolean;
  twoFactorEnabled: boolean;
}

type AccountResult = { ok: true; account: SocialAccount; created: boolean } | { ok: false; failure: AuthFailure };

/** "Ana María" → first "Ana", last "María", unless the provider named the parts. */
function nameParts(identity: ProviderIdentity, name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.split(/\s+/);
  return { firstName: identity.givenName ?? first, lastName: identity.familyName ?? rest.join(' ') };
}

async function linkedAccount({ prisma }: Deps, provider: OAuthProviderId, identity: ProviderIdentity): Promise<SocialAccount | null> {
  const link = await prisma.oAuthIdentity.findUnique({
    where: { provider_subject: { provider, subject: identity.subject } },
    select: { id: true, email: true, user: { select: accountFields } },
  });
  if (!link) return null;
  if (identity.email && identity.email !== link.email) {
    await prisma.oAuthIdentity.update({ where: { id: link.id }, data: { email: identity.email } });
  }
  return link.user;
}

/** Creates the account and its identity in one transaction; duplicated_email when the address is taken. */
async function createAccount(
  { prisma, now }: Deps,
  provider: OAuthProviderId,
  identity: ProviderIdentity & { email: string },
  details: NewAccountDetails,
): Promise<AccountResult> {
  // Nobody knows this password: the account signs in with the provider, or sets one through "forgot password".
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const name = identity.name ?? (details.name?.trim() || usernameBase(identity.email));
  return prisma.$transaction(async (tx): Promise<AccountResult> => {
    const owner = await tx.user.findFirst({
      where: { email: { equals: identity.email, mode: 'insensitive' } },
      select: { id: true },
    });
    if (owner) {
      // A first sign-in of the same identity at the same moment made it: that account. Never linked on the address
      // alone: whoever holds the account signs in with its password.
      const link = await tx.oAuthIdentity.findUnique({
        where: { provider_subject: { provider, subject: identity.subject } },
        select: { user: { select: accountFields } },
      });
      return link ? { ok: true, account: link.user, created: false } : { ok: false, failure: DUPLICATED_EMAIL };
    }
    const base = usernameBase(identity.email);
    const taken = await tx.user.findMany({
      where: { username: { startsWith: base, mode: 'insensitive' } },
      select: { username: true },
    });
    const account = await tx.user.create({
      data: {
        email: identity.email,
        username: firstFreeUsername(base, taken.map((user) => user.username)),
        name,
        ...nameParts(identity, name),
        passwordHash,
        emailVerifiedAt: now,
        language: details.language,
        referredBy: details.referredBy,
        identities: { create: { provider, subject: identity.subject, email: identity.email } },
      },
      select: accountFields,
    });
    return { ok: true, account, created: true };
  });
}

/**
 * The account of a provider's identity (000 §3 social login): the one already linked to it; else a new one,
 * unless the address belongs to an account already (duplicated_email: never linked automatically). A new
 * account needs an address the provider vouches for.
 */
export async function findOrCreateSocialAccount(
  deps: Deps,
  { provider, identity, details }: { provider: OAuthProviderId; identity: ProviderIdentity; details: NewAccountDetails },
): Promise<AccountResult> {
  // Two first sign-ins at once race for the same username, address or identity: the loser looks again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const linked = await linkedAccount(deps, provider, identity);
    if (linked) return { ok: true, account: linked, created: false };
    const { email } = identity;
    if (!email || !identity.emailVerified) return { ok: false, failure: providerFailure(provider) };
    try {
      return await createAccount(deps, provider, { ...identity, email }, details);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, failure: providerFailure(provider) };
}

/**
 * The account a provider's identity signs in to, or why not: a blocked account is refused (deactivated_account).
 * The web starts its session (still owing a TOTP code when two-factor is on).
 */
export async function socialSignIn(
  deps: Deps,
  input: { provider: OAuthProviderId; identity: ProviderIdentity; details: NewAccountDetails },
): Promise<AccountResult> {
  const result = await findOrCreateSocialAccount(deps, input);
  if (result.ok && isBlocked(result.account)) return { ok: false, failure: DEACTIVATED };
  return result;
}
