import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createTestUser } from '../testing/release-fixture';
import { createApiToken, revokeApiToken } from './api-tokens';
import { apiTokenSettings, apiTokenStatus } from './token-settings';

const NOW = new Date('2026-11-27T10:00:00Z');
const DAY = 86_400_000;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('apiTokenStatus', () => {
  it('is revoked before expired, and expired from its expiry on', () => {
    expect(apiTokenStatus({ revokedAt: NOW, expiresAt: new Date(NOW.getTime() - DAY) }, NOW)).toBe('revoked');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: NOW }, NOW)).toBe('expired');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe('active');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: null }, NOW)).toBe('active');
  });
});

describe('apiTokenSettings', () => {
  it('lists the account\'s tokens newest first with their status, counting the active ones', async () => {
    const user = await db.prisma.user.update({ where: { id: (await createTestUser(db.prisma)).id }, data: { plan: 'pro' } });
    const request = { scopes: ['read'], lifetimeDays: 30 };
    await createApiToken(db.prisma, user.id, { ...request, name: 'Expired' }, new Date(NOW.getTime() - 31 * DAY));
    const revoked = await createApiToken(db.prisma, user.id, { ...request, name: 'Revoked' }, new Date(NOW.getTime() - 2 * DAY));
    await revokeApiToken(db.prisma, user.id, revoked.view.id, NOW);
    await createApiToken(db.prisma, user.id, { ...request, name: 'Live' }, new Date(NOW.getTime() - DAY));

    const settings = await apiTokenSettings({ prisma: db.prisma, now: NOW }, { id: user.id, plan: 'pro', role: 'artist' });
    expect(settings.tokens.map(({ name, status }) => `${name} ${status}`)).toEqual(['Live active', 'Revoked revoked', 'Expired expired']);
    expect(settings.activeTokens).toBe(1);
    expect(settings.access).toEqual({ allowed: true, scopes: ['read', 'write', 'submit'] });
    // A free account sees its old tokens but may make none.
    const free = await apiTokenSettings({ prisma: db.prisma, now: NOW }, { id: user.id, plan: 'free', role: 'artist' });
    expect(free).toMatchObject({ access: { allowed: false, scopes: [] }, account: { plan: 'free' } });
    expect(free.tokens).toHaveLength(3);
  });
});
