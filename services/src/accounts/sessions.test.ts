import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../testing/accounts';
import { completeTwoFactor, endSession, findSession, hashSessionToken, SESSION_TTL_MS, startSession } from './sessions';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const at = (now: Date) => ({ prisma: database.prisma, now });

describe('sessions', () => {
  it('keeps only the token’s hash, for 30 days, and finds the session by the token', async () => {
    const user = await createAccount(database.prisma, { username: 'keeper' });
    const now = new Date();
    const { token, expiresAt } = await startSession(at(now), { userId: user.id, previousToken: null });
    expect(expiresAt.getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    const rows = await database.prisma.session.findMany({ where: { userId: user.id } });
    expect(rows.map((row) => row.tokenHash)).toEqual([hashSessionToken(token)]);
    expect(await findSession(at(now), token)).toMatchObject({ twoFactorPending: false, impersonatorId: null, user: { username: 'keeper' } });
  });

  it('ends the previous session when a new one starts, and forgets an expired one when it is looked up', async () => {
    const user = await createAccount(database.prisma, { username: 'again' });
    const now = new Date();
    const first = await startSession(at(now), { userId: user.id, previousToken: null });
    const second = await startSession(at(now), { userId: user.id, previousToken: first.token });
    expect(await findSession(at(now), first.token)).toBeNull();
    expect(await findSession(at(new Date(now.getTime() + SESSION_TTL_MS)), second.token)).toBeNull();
    expect(await database.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('completes a pending two-factor session, and ends a session for good', async () => {
    const user = await createAccount(database.prisma, { username: 'pending' });
    const now = new Date();
    const { token } = await startSession(at(now), { userId: user.id, previousToken: null, twoFactorPending: true });
    expect(await findSession(at(now), token)).toMatchObject({ twoFactorPending: true });
    await completeTwoFactor(at(now), token);
    expect(await findSession(at(now), token)).toMatchObject({ twoFactorPending: false });
    await endSession(at(now), token);
    expect(await findSession(at(now), token)).toBeNull();
  });
});
