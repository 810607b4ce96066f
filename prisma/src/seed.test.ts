import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords';
import { DEMO_ACCOUNTS, seedDemoData } from './seed';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

let db: TestDatabase;
beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(() => db.drop());

describe('seedDemoData', () => {
  it('seeds the demo accounts into an empty database, once', async () => {
    expect(await seedDemoData(db.prisma)).toBe(true);
    expect(await seedDemoData(db.prisma)).toBe(false);

    const users = await db.prisma.user.findMany({ include: { artists: true }, orderBy: { username: 'asc' } });
    expect(users.map((u) => [u.username, u.email, u.role, u.plan])).toEqual([
      ['artist', 'artist@slipcase.local', 'artist', 'pro'],
      ['operator', 'operator@slipcase.local', 'operator', 'pro'],
    ]);
    expect(users[0]?.artists.map((a) => [a.name, a.type, a.mainGenre])).toEqual([['Nova Lane', 'solo', 'pop']]);
    expect(users[1]?.artists).toEqual([]);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.username === account.username);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
    }
  });

  it('seeds once when two processes start together', async () => {
    const results = await Promise.all([seedDemoData(db.prisma), seedDemoData(db.prisma)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.prisma.user.count()).toBe(DEMO_ACCOUNTS.length);
  });

  it('leaves a database that already has a user alone', async () => {
    await db.prisma.user.create({ data: { email: 'a@b.c', username: 'someone', name: 'Someone', passwordHash: 'x' } });
    expect(await seedDemoData(db.prisma)).toBe(false);
    expect(await db.prisma.user.count()).toBe(1);
  });
});
