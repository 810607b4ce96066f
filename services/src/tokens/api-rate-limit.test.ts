import { createPrismaClient, type PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeApiRequest } from './api-rate-limit';

describe('the /v1 rate limit in the database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let other: PrismaClient | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await other?.$disconnect();
    await db?.drop();
  });

  const start = new Date('2026-12-05T12:00:00.000Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('counts a caller across web processes, one window a minute, and refuses past the limit until it ends', async () => {
    // A second client: another web process on the same database.
    other = createPrismaClient(db.url);
    const take = (prisma: PrismaClient, ms: number, key = 'token-a') => takeApiRequest({ prisma, now: at(ms) }, { key, limit: 3 });

    expect(await take(db.prisma, 0)).toEqual({ allowed: true });
    expect(await take(other, 1_000)).toEqual({ allowed: true });
    expect(await take(db.prisma, 2_000)).toEqual({ allowed: true });
    expect(await take(other, 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Another caller has a window of its own.
    expect(await take(other, 30_000, 'user:someone')).toEqual({ allowed: true });
    // A new minute, a new window.
    expect(await take(db.prisma, 60_000)).toEqual({ allowed: true });
    expect(await db.prisma.apiRateWindow.findUniqueOrThrow({ where: { key: 'token-a' } })).toMatchObject({ startedAt: at(60_000), count: 1 });
  });

  it('counts requests made at the same moment by several processes exactly once each', async () => {
    const clients = [db.prisma, other!];
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, index) => takeApiRequest({ prisma: clients[index % 2]!, now: at(0) }, { key: 'burst', limit: 10 })),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    expect((await db.prisma.apiRateWindow.findUniqueOrThrow({ where: { key: 'burst' } })).count).toBe(12);
  });

  it('lets the windows of callers idle for an hour go when another window starts', async () => {
    await takeApiRequest({ prisma: db.prisma, now: at(0) }, { key: 'idle', limit: 10 });
    await takeApiRequest({ prisma: db.prisma, now: at(61 * 60_000) }, { key: 'busy', limit: 10 });
    expect(await db.prisma.apiRateWindow.findUnique({ where: { key: 'idle' } })).toBeNull();
  });
});
