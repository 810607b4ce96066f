import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount } from '../testing/accounts';
import { searchUsers, USER_LIST_LIMIT } from './users';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('searchUsers', () => {
  it('finds accounts by a part of the name, username or e-mail in any case, newest first, a page at most', async () => {
    await db.prisma.user.createMany({ data: Array.from({ length: USER_LIST_LIMIT + 1 }, (_, i) => ({
      email: `crowd${i}@example.test`, username: `crowd${i}`, name: 'Crowd Member', passwordHash: 'unused', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })) });
    const mira = await createAccount(db.prisma, { username: 'mira-sol' });
    await db.prisma.user.update({ where: { id: mira.id }, data: { name: 'Mira Sol', email: 'booking@solmusic.test', blockedReason: 'Chargebacks', freeze: true } });
    const deps = { prisma: db.prisma };

    for (const search of ['mira', 'SOL ', 'solMUSIC']) {
      expect((await searchUsers(deps, search)).users.map((user) => user.username)).toEqual(['mira-sol']);
    }
    expect((await searchUsers(deps, 'sol')).users[0]).toEqual({
      id: mira.id, name: 'Mira Sol', username: 'mira-sol', email: 'booking@solmusic.test', plan: 'free', role: 'artist',
      freeze: true, banned: false, blockedReason: 'Chargebacks', createdAt: expect.any(Date),
    });

    const crowd = await searchUsers(deps, 'crowd');
    expect(crowd.more).toBe(true);
    expect(crowd.users).toHaveLength(USER_LIST_LIMIT);
    expect(crowd.users[0]!.username).toBe(`crowd${USER_LIST_LIMIT}`);
    const everyone = await searchUsers(deps, '  ');
    expect(everyone.more).toBe(true);
    expect(everyone.users[0]!.username).toBe('mira-sol');
    expect(await searchUsers(deps, 'nobody-at-all')).toEqual({ users: [], more: false });
  });
});
