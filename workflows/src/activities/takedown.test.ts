import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { fakeStore } from '../testing/fake-store';
import { beginTakedown, cancelTakedownRequest, completeTakedown } from './takedown';

describe('takedown activities', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db?.drop());
  const deps = () => ({ prisma: db.prisma, stores: [fakeStore({ id: 'deezer', acknowledge: () => null }).store, fakeStore({ id: 'spotify' }).store] });

  /** A published release with a takedown requested, as the workflow leaves it before its grace period ends. */
  async function requested(stores: string[] = []) {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    const publishedAt = new Date('2026-10-01T00:00:00Z');
    await db.prisma.release.update({ where: { id: release.id }, data: { status: 'takedown_requested', publishedAt } });
    const request = await db.prisma.takedownRequest.create({ data: { releaseId: release.id, requestedById: owner.id, reason: 'mistake', processAt: new Date(), stores } });
    return { owner, releaseId: release.id, takedownRequestId: request.id, publishedAt };
  }
  const statusOf = async (releaseId: string) => (await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;

  it('cancels: published again with its first publication date, once however often retried', async () => {
    const { owner, releaseId, takedownRequestId, publishedAt } = await requested();
    const input = { releaseId, takedownRequestId, userId: owner.id, via: 'web' as const };
    expect(await cancelTakedownRequest(db.prisma, input)).toEqual({ status: 'cancelled' });
    expect(await cancelTakedownRequest(db.prisma, input)).toEqual({ status: 'cancelled' });
    expect(await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).toMatchObject({ status: 'published', publishedAt });
    expect(await db.prisma.activityEvent.findMany({ where: { releaseId } })).toEqual([
      expect.objectContaining({ type: 'takedown_cancelled', fromStatus: 'takedown_requested', toStatus: 'published', actorId: owner.id }),
    ]);
    await expect(beginTakedown(deps(), { releaseId, takedownRequestId })).rejects.toMatchObject({
      type: 'invalid_transition',
      nonRetryable: true,
    });
  });

  it('names each store the release is live in once (and which acknowledge), refuses a late cancellation, and completes once', async () => {
    const { owner, releaseId, takedownRequestId } = await requested();
    await db.prisma.delivery.createMany({
      data: [
        { releaseId, store: 'spotify', status: 'delivered' },
        { releaseId, store: 'spotify', status: 'delivered' },
        { releaseId, store: 'deezer', status: 'acknowledged' },
        { releaseId, store: 'tidal', status: 'failed' },
        { releaseId, store: 'apple', status: 'delivered', kind: 'takedown' },
      ],
    });
    const begun = { stores: ['deezer', 'spotify'], acknowledging: ['deezer'] };
    expect(await beginTakedown(deps(), { releaseId, takedownRequestId })).toEqual(begun);
    expect(await beginTakedown(deps(), { releaseId, takedownRequestId })).toEqual(begun);

    await expect(
      cancelTakedownRequest(db.prisma, { releaseId, takedownRequestId, userId: owner.id, via: 'web' }),
    ).rejects.toMatchObject({ type: 'invalid_transition', nonRetryable: true });
    expect(await statusOf(releaseId)).toBe('takedown_requested');

    await db.prisma.delivery.createMany({
      data: [
        { releaseId, store: 'spotify', status: 'delivered', kind: 'takedown' },
        { releaseId, store: 'deezer', status: 'acknowledged', kind: 'takedown' },
      ],
    });
    expect(await completeTakedown(db.prisma, { releaseId, takedownRequestId })).toEqual({ status: 'done', releaseStatus: 'removed' });
    expect(await completeTakedown(db.prisma, { releaseId, takedownRequestId })).toEqual({ status: 'done', releaseStatus: 'removed' });
    expect(await statusOf(releaseId)).toBe('removed');
    expect(await db.prisma.takedownRequest.findUniqueOrThrow({ where: { id: takedownRequestId } })).toMatchObject({
      status: 'done',
      completedAt: expect.any(Date),
    });
    expect(await db.prisma.activityEvent.count({ where: { releaseId, type: 'removed' } })).toBe(1);
  });

  it('takes down only the chosen stores still live, and publishes the release again in the others', async () => {
    const { releaseId, takedownRequestId } = await requested(['spotify', 'tidal']);
    await db.prisma.delivery.createMany({
      data: [
        { releaseId, store: 'spotify', status: 'delivered' },
        { releaseId, store: 'deezer', status: 'delivered' },
      ],
    });
    expect(await beginTakedown(deps(), { releaseId, takedownRequestId })).toEqual({ stores: ['spotify'], acknowledging: [] });
    await db.prisma.delivery.create({ data: { releaseId, store: 'spotify', status: 'delivered', kind: 'takedown' } });
    expect(await completeTakedown(db.prisma, { releaseId, takedownRequestId })).toEqual({ status: 'done', releaseStatus: 'published' });
    expect(await statusOf(releaseId)).toBe('published');
    expect(await db.prisma.activityEvent.findMany({ where: { releaseId } })).toEqual([
      expect.objectContaining({ type: 'removed_from_stores', fromStatus: 'takedown_requested', toStatus: 'published', reason: 'spotify' }),
    ]);
  });

  it('refuses a request of another release without retry', async () => {
    const first = await requested();
    const second = await requested();
    await expect(
      beginTakedown(deps(), { releaseId: second.releaseId, takedownRequestId: first.takedownRequestId }),
    ).rejects.toMatchObject({ type: 'not_found', nonRetryable: true });
  });
});
