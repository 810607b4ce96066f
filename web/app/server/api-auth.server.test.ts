import type { TestDatabase } from '@slipcase/db/testing';
import { createApiToken, revokeApiToken } from '@slipcase/services/tokens/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { requireApiCaller } from './api-auth.server';

let database: TestDatabase;
let proId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  proId = (await createUser(database, { username: 'label', password: 'pw-123456!', plan: 'pro' })).id;
});

afterAll(async () => {
  await database?.drop();
});

const bearer = (token: string) => new Request('http://localhost/v1/releases', { headers: { Authorization: `Bearer ${token}` } });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.json(), retryAfter: thrown.headers.get('Retry-After') };
    throw thrown;
  }
  throw new Error('the call was allowed');
}

const tokenFor = (userId: string, scopes = ['read', 'write']) =>
  createApiToken(database.prisma, userId, { name: 'CI', scopes, lifetimeDays: 30 });

describe('requireApiCaller', () => {
  it('takes a personal access token with its scopes, and records when it was last used', async () => {
    const { token, view } = await tokenFor(proId);
    const caller = await requireApiCaller(bearer(token), 'write');
    expect(caller).toMatchObject({ user: { id: proId, username: 'label' }, scopes: ['read', 'write'], tokenId: view.id });
    expect((await database.prisma.apiToken.findUniqueOrThrow({ where: { id: view.id } })).lastUsedAt).not.toBeNull();
    // Only the hash is stored.
    expect(await database.prisma.apiToken.count({ where: { tokenHash: token } })).toBe(0);
  });

  it('refuses a call outside the token’s scopes with 403 naming the scope', async () => {
    const { token } = await tokenFor(proId, ['read']);
    expect(await refusal(requireApiCaller(bearer(token), 'submit'))).toMatchObject({
      status: 403,
      body: { error: { code: 'scope_missing', message: 'This access token lacks the “submit” scope this call needs.' } },
    });
  });

  it('answers 401 to an unknown, a revoked and an expired token, and to a token whose account went back to free', async () => {
    expect((await refusal(requireApiCaller(bearer(`slc_${'x'.repeat(43)}`), 'read'))).status).toBe(401);
    const revoked = await tokenFor(proId);
    await revokeApiToken(database.prisma, proId, revoked.view.id);
    expect(await refusal(requireApiCaller(bearer(revoked.token), 'read'))).toMatchObject({ status: 401, body: { error: { code: 'token_invalid' } } });

    const expired = await tokenFor(proId);
    await database.prisma.apiToken.update({ where: { id: expired.view.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refusal(requireApiCaller(bearer(expired.token), 'read'))).status).toBe(401);

    const lapsed = await createUser(database, { username: 'lapsed', password: 'pw-123456!', plan: 'pro' });
    const lapsedToken = await tokenFor(lapsed.id);
    await database.prisma.user.update({ where: { id: lapsed.id }, data: { plan: 'free' } });
    expect((await refusal(requireApiCaller(bearer(lapsedToken.token), 'read'))).status).toBe(401);
  });

  it('refuses a blocked account with 403', async () => {
    const frozen = await createUser(database, { username: 'frozen-label', password: 'pw-123456!', plan: 'pro' });
    const { token } = await tokenFor(frozen.id);
    await database.prisma.user.update({ where: { id: frozen.id }, data: { freeze: true } });
    expect(await refusal(requireApiCaller(bearer(token), 'read'))).toMatchObject({ status: 403, body: { error: { code: 'permission_denied' } } });
  });

  it('gives a browser session every scope but review, which is for staff', async () => {
    const cookie = await sessionCookie(proId);
    const request = new Request('http://localhost/v1/releases', { headers: { Cookie: cookie } });
    expect((await requireApiCaller(request, 'submit')).scopes).toEqual(['read', 'write', 'submit']);
    expect((await refusal(requireApiCaller(request, 'review'))).status).toBe(403);
  });

  it('answers 429 with Retry-After past the per-minute limit', async () => {
    process.env.SLIPCASE_API_RATE_LIMIT = '3';
    try {
      const { token } = await tokenFor(proId);
      for (let call = 0; call < 3; call += 1) await requireApiCaller(bearer(token), 'read');
      const limited = await refusal(requireApiCaller(bearer(token), 'read'));
      expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
      expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(limited.retryAfter)).toBeLessThanOrEqual(60);
      // Another token of the same account has its own window.
      expect((await requireApiCaller(bearer((await tokenFor(proId)).token), 'read')).user.id).toBe(proId);
    } finally {
      delete process.env.SLIPCASE_API_RATE_LIMIT;
    }
  });
});
