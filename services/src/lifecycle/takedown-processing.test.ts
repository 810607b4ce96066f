import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { transitionRelease } from './move-release';
import { cancelTakedownRequest, completeTakedown } from './takedown-processing';

// The activities' own tests (workflows/src/activities/takedown.test.ts) cover the decisions; these, the clock.
describe('takedown processing takes its time from deps.now', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  const now = new Date('2027-03-04T05:06:07.000Z');

  async function requested() {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    await db.prisma.release.update({ where: { id: release.id }, data: { status: 'takedown_requested', publishedAt: new Date('2026-10-01T00:00:00Z') } });
    const request = await db.prisma.takedownRequest.create({ data: { releaseId: release.id, requestedById: owner.id, reason: 'mistake', processAt: now, stores: [] } });
    return { owner, releaseId: release.id, takedownRequestId: request.id };
  }

  it('stamps a cancellation and a completion with the instant it is given', async () => {
    const cancelled = await requested();
    await cancelTakedownRequest({ prisma: db.prisma, now }, { ...cancelled, userId: cancelled.owner.id, via: 'cli' });
    expect(await db.prisma.takedownRequest.findUniqueOrThrow({ where: { id: cancelled.takedownRequestId } })).toMatchObject({ cancelledAt: now });

    const done = await requested();
    await db.prisma.takedownRequest.update({ where: { id: done.takedownRequestId }, data: { status: 'processing' } });
    await completeTakedown({ prisma: db.prisma, now }, done);
    expect(await db.prisma.takedownRequest.findUniqueOrThrow({ where: { id: done.takedownRequestId } })).toMatchObject({ status: 'done', completedAt: now });
  });

  it('stamps a release submitted at the instant it is given', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    await transitionRelease({ prisma: db.prisma, now }, { releaseId: release.id, to: 'submitted', actor: 'artist', actorId: owner.id });
    expect(await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).toMatchObject({ status: 'submitted', submittedAt: now });
  });
});
