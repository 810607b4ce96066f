import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount } from '../testing/accounts';
import { findOrCreateSocialAccount, socialSignIn, type ProviderIdentity } from './social-account';

const NOW = new Date('2026-11-27T10:00:00Z');
const DETAILS = { language: 'tr', referredBy: null };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

let subjects = 0;
const identity = (fields: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  subject: `sub-${++subjects}`, email: `social${subjects}@example.test`, emailVerified: true, name: 'Ana María Sol', givenName: null, familyName: null, ...fields,
});
const signIn = (who: ProviderIdentity, provider: 'google' | 'apple' = 'google') => socialSignIn({ prisma: db.prisma, now: NOW }, { provider, identity: who, details: DETAILS });
const userOf = (result: Awaited<ReturnType<typeof signIn>>) => db.prisma.user.findUniqueOrThrow({ where: { id: (result as { account: { id: string } }).account.id }, include: { identities: true } });

describe('socialSignIn', () => {
  it('creates a verified account for a new identity, then signs the same identity in to it', async () => {
    await createAccount(db.prisma, { username: 'mira' });
    const who = identity({ email: 'mira@elsewhere.test', name: 'Mira Sol' });
    const first = await signIn(who);
    expect(first).toMatchObject({ ok: true, created: true });
    const user = await userOf(first);
    // The username the address suggests is taken: the next free one.
    expect(user).toMatchObject({ email: 'mira@elsewhere.test', name: 'Mira Sol', firstName: 'Mira', lastName: 'Sol', emailVerifiedAt: NOW, language: 'tr' });
    expect(user.username).not.toBe('mira');
    expect(user.username.startsWith('mira')).toBe(true);
    expect(user.identities).toMatchObject([{ provider: 'google', subject: who.subject, email: 'mira@elsewhere.test' }]);

    // Signed in again with a new address at the provider: the same account, the identity's address follows.
    const again = await signIn({ ...who, email: 'mira.sol@elsewhere.test' });
    expect(again).toMatchObject({ ok: true, created: false, account: { id: user.id } });
    expect((await userOf(again)).identities[0]!.email).toBe('mira.sol@elsewhere.test');
    // The same subject at another provider is another person.
    expect(await signIn({ ...who, email: 'other@elsewhere.test' }, 'apple')).toMatchObject({ ok: true, created: true });
  });

  it('never links an identity to an account on its address alone, in any case', async () => {
    const owner = await createAccount(db.prisma, { username: 'address-owner' });
    const result = await signIn(identity({ email: owner.email.toUpperCase() }));
    expect(result).toEqual({ ok: false, failure: { code: 'duplicated_email', field: 'email' } });
    expect(await db.prisma.oAuthIdentity.count({ where: { userId: owner.id } })).toBe(0);
  });

  it('makes no account without an address the provider vouches for', async () => {
    expect(await signIn(identity({ emailVerified: false }))).toEqual({ ok: false, failure: { code: 'google_auth_failed' } });
    expect(await signIn(identity({ email: null }), 'apple')).toEqual({ ok: false, failure: { code: 'apple_auth_failed' } });
  });

  it('refuses a blocked account, and gives two first sign-ins at once one account', async () => {
    const who = identity();
    const user = await userOf(await signIn(who));
    await db.prisma.user.update({ where: { id: user.id }, data: { banned: true } });
    expect(await signIn(who)).toEqual({ ok: false, failure: { code: 'deactivated_account' } });

    const racing = identity();
    const results = await Promise.all([0, 1].map(() => findOrCreateSocialAccount({ prisma: db.prisma, now: NOW }, { provider: 'google', identity: racing, details: DETAILS })));
    expect(results).toMatchObject([{ ok: true }, { ok: true }]);
    expect(new Set(results.map((result) => (result as { account: { id: string } }).account.id)).size).toBe(1);
    expect(await db.prisma.user.count({ where: { email: racing.email! } })).toBe(1);
  });
});
