import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { referralProgram } from '../referrals/referral-program';
import { createAccount } from '../testing/accounts';
import { seedDemoReferrals } from './demo-referrals';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('seedDemoReferrals', () => {
  it('gives the demo artist a fortnight of visits, four referred accounts and two paying ones, once', async () => {
    const artist = await createAccount(db.prisma, { username: 'artist' });
    const deps = { prisma: db.prisma, now: new Date('2026-12-05T12:00:00Z'), settings: DEFAULT_SETTINGS };
    expect(await seedDemoReferrals(deps, { referrerUsername: 'artist' })).toBe(4);
    expect(await seedDemoReferrals(deps, { referrerUsername: 'artist' })).toBe(0);
    const page = await referralProgram(deps, { userId: artist.id });
    expect(page.stats).toEqual({ visits: 31, signups: 4, paying: 2 });
    expect(page.next).toMatchObject({ referred: 3, remaining: 1 });
    expect(await db.prisma.referralVisitDay.count({ where: { referrerId: artist.id } })).toBe(12);
  });
});
