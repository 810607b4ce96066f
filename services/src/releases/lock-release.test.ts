import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { lockRelease } from './lock-release';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  prisma = db.prisma;
});

afterAll(async () => {
  await db?.drop();
});

/** A transaction that takes the lock, notes when it has it, and holds it `holdMs`. */
function lockedRun(releaseId: string, events: string[], name: string, holdMs: number) {
  return prisma.$transaction(async (tx) => {
    await lockRelease(tx, releaseId);
    events.push(`${name} locked`);
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    events.push(`${name} done`);
  });
}

describe('lockRelease', () => {
  it('makes a second transaction on the same release wait until the first has ended', async () => {
    const owner = await createTestUser(prisma);
    const { id } = await createDraftRelease(prisma, owner.id);
    const events: string[] = [];
    const first = lockedRun(id, events, 'first', 300);
    while (!events.includes('first locked')) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, lockedRun(id, events, 'second', 0)]);
    expect(events).toEqual(['first locked', 'first done', 'second locked', 'second done']);
  });

  it('does not hold up another release', async () => {
    const owner = await createTestUser(prisma);
    const [one, other] = [await createDraftRelease(prisma, owner.id), await createDraftRelease(prisma, owner.id)];
    const events: string[] = [];
    const first = lockedRun(one.id, events, 'first', 300);
    while (!events.includes('first locked')) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([first, lockedRun(other.id, events, 'other', 0)]);
    expect(events).toEqual(['first locked', 'other locked', 'other done', 'first done']);
  });
});
