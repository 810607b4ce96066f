import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './passwords';
import { CATALOGUE_ACCOUNTS, DEMO_ACCOUNTS, seedDemoData } from './seed';
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

    const users = await db.prisma.user.findMany({
      where: { username: { in: DEMO_ACCOUNTS.map((account) => account.username) } },
      include: { artists: true },
      orderBy: { username: 'asc' },
    });
    expect(users.map((u) => [u.username, u.email, u.role, u.plan])).toEqual([
      ['admin', 'admin@slipcase.local', 'admin', 'pro'],
      ['artist', 'artist@slipcase.local', 'artist', 'pro'],
      ['free', 'free@slipcase.local', 'artist', 'free'],
      ['operator', 'operator@slipcase.local', 'operator', 'pro'],
    ]);
    const artists = Object.fromEntries(users.map((u) => [u.username, u.artists.map((a) => [a.name, a.type, a.mainGenre])]));
    expect(artists).toEqual({
      admin: [],
      artist: [['Nova Lane', 'solo', 'pop']],
      free: [['Juniper Reed', 'solo', 'folk']],
      operator: [],
    });
    // Demo addresses receive no mail: every demo account starts verified, so it can sign in at once.
    expect(users.every((u) => u.emailVerifiedAt !== null)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.username === account.username);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
    }
  });

  it('fills the artists catalogue with verified and unverified PRO and Advanced artists nobody can sign in as', async () => {
    await seedDemoData(db.prisma);
    const accounts = await db.prisma.user.findMany({
      where: { username: { in: CATALOGUE_ACCOUNTS.map((account) => account.username) } },
      include: { artists: true },
    });
    expect(accounts).toHaveLength(CATALOGUE_ACCOUNTS.length);
    expect(accounts.every((account) => account.plan !== 'free' && account.role === 'artist')).toBe(true);
    for (const account of accounts) expect(await verifyPassword(account.passwordHash, '')).toBe(false);
    const artists = accounts.flatMap((account) => account.artists);
    expect(artists.length).toBeGreaterThanOrEqual(8);
    expect(new Set(artists.map((artist) => artist.country)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(artists.map((artist) => artist.mainGenre)).size).toBeGreaterThanOrEqual(8);
    expect(artists.some((artist) => artist.verified)).toBe(true);
    expect(artists.some((artist) => !artist.verified)).toBe(true);
    expect(artists.every((artist) => artist.followerCount > 0 && artist.requestNewProfile)).toBe(true);
  });

  it('gives the demo artist a Stripe payout account and the operator none', async () => {
    await seedDemoData(db.prisma, new Date('2026-11-22T10:00:00Z'));
    const artist = await db.prisma.user.findUniqueOrThrow({ where: { username: 'artist' } });
    expect([artist.payoutMethod, artist.stripeAccountId]).toEqual(['stripe', 'acct_demo']);
    const operator = await db.prisma.user.findUniqueOrThrow({ where: { username: 'operator' } });
    expect([operator.payoutMethod, operator.stripeAccountId]).toEqual([null, null]);
  });

  it('seeds once when two processes start together', async () => {
    const results = await Promise.all([seedDemoData(db.prisma), seedDemoData(db.prisma)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await db.prisma.user.count()).toBe(DEMO_ACCOUNTS.length + CATALOGUE_ACCOUNTS.length);
  });

  it('leaves a database that already has a user alone', async () => {
    await db.prisma.user.create({ data: { email: 'a@b.c', username: 'someone', name: 'Someone', passwordHash: 'x' } });
    expect(await seedDemoData(db.prisma)).toBe(false);
    expect(await db.prisma.user.count()).toBe(1);
  });
});
