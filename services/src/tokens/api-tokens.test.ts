import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { API_TOKENS_PER_ACCOUNT, AppError } from '@slipcase/domain';
import { createTestUser } from '../testing/release-fixture';
import { authenticateApiToken, createApiToken, listApiTokens, revokeApiToken } from './api-tokens';

const NOW = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const DAY = 86_400_000;
const REQUEST = { name: 'Pipeline', scopes: ['read', 'write'], lifetimeDays: 30 };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

async function account(plan: 'free' | 'pro' = 'pro', role: 'artist' | 'operator' = 'artist') {
  const user = await createTestUser(db.prisma, role);
  return db.prisma.user.update({ where: { id: user.id }, data: { plan } });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('not refused'); }, (error: AppError) => {
  expect(error).toBeInstanceOf(AppError);
  return { code: error.code, field: error.field };
});

describe('createApiToken', () => {
  it('returns the token once and keeps only its SHA-256, a hint, the scopes once each and the expiry', async () => {
    const user = await account();
    const { token, view } = await createApiToken(db.prisma, user.id, { name: '  Pipeline ', scopes: ['read', 'write', 'read'], lifetimeDays: 30 }, NOW);
    expect(token).toMatch(/^slc_[A-Za-z0-9_-]{43}$/);
    const row = await db.prisma.apiToken.findUniqueOrThrow({ where: { id: view.id } });
    expect(row).toMatchObject({
      name: 'Pipeline',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      hint: token.slice(-4),
      scopes: ['read', 'write'],
      expiresAt: later(30 * DAY),
      revokedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    expect(view).not.toHaveProperty('tokenHash');
    expect((await createApiToken(db.prisma, user.id, { ...REQUEST, lifetimeDays: null }, NOW)).view.expiresAt).toBeNull();
  });

  it('refuses a free account, a staff-only scope and an admin impersonating, writing nothing', async () => {
    const free = await account('free');
    expect(await refusal(createApiToken(db.prisma, free.id, REQUEST, NOW))).toEqual({ code: 'premium_required', field: 'scopes' });
    const pro = await account();
    expect(await refusal(createApiToken(db.prisma, pro.id, { ...REQUEST, scopes: ['review'] }, NOW))).toEqual({ code: 'invalid_choice', field: 'scopes' });
    expect(await refusal(createApiToken(db.prisma, pro.id, { ...REQUEST, impersonatorId: free.id }, NOW))).toEqual({ code: 'permission_denied', field: 'name' });
    expect(await db.prisma.apiToken.count({ where: { userId: { in: [free.id, pro.id] } } })).toBe(0);
    // Staff get tokens whatever their plan, the review scope included.
    const operator = await account('free', 'operator');
    expect((await createApiToken(db.prisma, operator.id, { ...REQUEST, scopes: ['review'] }, NOW)).view.scopes).toEqual(['review']);
  });

  it('counts only active tokens against the limit: revoked and expired ones leave room', async () => {
    const user = await account();
    for (let i = 0; i < API_TOKENS_PER_ACCOUNT - 1; i++) await createApiToken(db.prisma, user.id, REQUEST, NOW);
    const revoked = await createApiToken(db.prisma, user.id, REQUEST, NOW);
    await revokeApiToken(db.prisma, user.id, revoked.view.id, NOW);
    await db.prisma.apiToken.create({ data: { userId: user.id, name: 'Old', tokenHash: 'expired', hint: 'abcd', scopes: ['read'], expiresAt: NOW } });

    await createApiToken(db.prisma, user.id, REQUEST, NOW);
    expect(await refusal(createApiToken(db.prisma, user.id, REQUEST, NOW))).toEqual({ code: 'token_limit', field: 'name' });
    // A month on, the 30-day tokens have expired: room again.
    await createApiToken(db.prisma, user.id, REQUEST, later(30 * DAY));
  });
});

describe('authenticateApiToken', () => {
  it('finds the caller of a live token, and no one for an unknown, malformed, revoked or expired one', async () => {
    const user = await account();
    const { token, view } = await createApiToken(db.prisma, user.id, REQUEST, NOW);
    expect(await authenticateApiToken(db.prisma, token, NOW)).toMatchObject({ tokenId: view.id, scopes: ['read', 'write'], user: { id: user.id, plan: 'pro' } });
    expect(await authenticateApiToken(db.prisma, `slc_${'A'.repeat(43)}`, NOW)).toBeNull();
    expect(await authenticateApiToken(db.prisma, `${token}x`, NOW)).toBeNull();
    // It expires at its expiry, not a moment after.
    expect(await authenticateApiToken(db.prisma, token, later(30 * DAY - 1))).not.toBeNull();
    expect(await authenticateApiToken(db.prisma, token, later(30 * DAY))).toBeNull();

    const other = await createApiToken(db.prisma, user.id, REQUEST, NOW);
    await revokeApiToken(db.prisma, user.id, other.view.id, later(1000));
    expect(await authenticateApiToken(db.prisma, other.token, later(2000))).toBeNull();
  });

  it('stops a token of an account that lost API access, and takes it again after an upgrade', async () => {
    const user = await account();
    const { token } = await createApiToken(db.prisma, user.id, REQUEST, NOW);
    await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'free' } });
    expect(await authenticateApiToken(db.prisma, token, NOW)).toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
    expect(await authenticateApiToken(db.prisma, token, NOW)).not.toBeNull();
  });

  it('writes when it was last used at most once a minute', async () => {
    const user = await account();
    const { token, view } = await createApiToken(db.prisma, user.id, REQUEST, NOW);
    const lastUsed = async () => (await db.prisma.apiToken.findUniqueOrThrow({ where: { id: view.id } })).lastUsedAt;
    await authenticateApiToken(db.prisma, token, NOW);
    expect(await lastUsed()).toEqual(NOW);
    await authenticateApiToken(db.prisma, token, later(60_000));
    expect(await lastUsed()).toEqual(NOW);
    await authenticateApiToken(db.prisma, token, later(60_001));
    expect(await lastUsed()).toEqual(later(60_001));
  });
});

describe('revokeApiToken and listApiTokens', () => {
  it('revokes the account\'s own token once, and finds no token of another account', async () => {
    const [user, stranger] = [await account(), await account()];
    const first = await createApiToken(db.prisma, user.id, { ...REQUEST, name: 'First' }, NOW);
    const second = await createApiToken(db.prisma, user.id, { ...REQUEST, name: 'Second' }, later(1000));

    expect(await refusal(revokeApiToken(db.prisma, stranger.id, first.view.id, NOW))).toEqual({ code: 'not_found', field: 'tokenId' });
    expect(await authenticateApiToken(db.prisma, first.token, NOW)).not.toBeNull();
    await revokeApiToken(db.prisma, user.id, first.view.id, later(2000));
    await revokeApiToken(db.prisma, user.id, first.view.id, later(3000));

    const listed = await listApiTokens(db.prisma, user.id);
    expect(listed.map(({ name, revokedAt }) => ({ name, revokedAt }))).toEqual([
      { name: 'Second', revokedAt: null },
      { name: 'First', revokedAt: later(2000) },
    ]);
    expect(listed[0]).not.toHaveProperty('tokenHash');
    expect(second.view.id).toBe(listed[0]!.id);
    expect(await listApiTokens(db.prisma, stranger.id)).toEqual([]);
  });
});
