import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { activityFeed, type ActivityFeedPage } from './activity-feed';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

async function ownerWithRelease() {
  const owner = await createTestUser(db.prisma);
  const release = await createDraftRelease(db.prisma, owner.id);
  const event = (type: string, createdAt: string, extra: { actorId?: string; actorRole?: string; reason?: string; via?: string } = {}) =>
    db.prisma.activityEvent.create({
      data: { ownerId: owner.id, releaseId: release.id, type, actorRole: 'artist', createdAt: new Date(createdAt), ...extra },
    });
  return { owner, release, event };
}

const ids = (page: ActivityFeedPage) => page.items.map((item) => item.id);

/** Every page from the newest on, following nextBefore. */
async function allPages(userId: string, limit: number) {
  const pages: ActivityFeedPage[] = [];
  let before: Date | undefined;
  do {
    const page = await activityFeed(db.prisma, { userId, limit, before });
    pages.push(page);
    before = page.nextBefore ? new Date(page.nextBefore) : undefined;
  } while (before && pages.length < 20);
  return pages;
}

describe('activityFeed', () => {
  it("shows the user's own events, newest first, naming the spec's types and keeping the timeline's own", async () => {
    const { owner, release, event } = await ownerWithRelease();
    const operator = await createTestUser(db.prisma, 'operator');
    const stranger = await ownerWithRelease();
    await stranger.event('published', '2026-11-05T00:00:00Z');
    const created = await event('created', '2026-11-01T10:00:00Z', { actorId: owner.id, via: 'web' });
    const rejected = await event('rejected', '2026-11-02T10:00:00Z', {
      actorId: operator.id,
      actorRole: 'operator',
      reason: 'Cover text is unreadable',
      via: 'cli',
    });
    await db.prisma.activityEvent.update({ where: { id: rejected.id }, data: { fromStatus: 'in_review', toStatus: 'rejected' } });
    const overdue = await event('review_overdue', '2026-11-03T10:00:00Z', { actorRole: 'system' });

    const page = await activityFeed(db.prisma, { userId: owner.id });

    expect(page).toEqual({
      items: [
        {
          id: overdue.id,
          type: 'updated',
          detail: { event: 'review_overdue', fromStatus: null, toStatus: null, reason: null },
          releaseId: release.id,
          releaseTitle: 'Sine Wave Sessions',
          actor: { role: 'system', name: null },
          via: null,
          createdAt: '2026-11-03T10:00:00.000Z',
        },
        {
          id: rejected.id,
          type: 'updated',
          detail: { event: 'rejected', fromStatus: 'in_review', toStatus: 'rejected', reason: 'Cover text is unreadable' },
          releaseId: release.id,
          releaseTitle: 'Sine Wave Sessions',
          actor: { role: 'operator', name: 'Test operator' },
          via: 'cli',
          createdAt: '2026-11-02T10:00:00.000Z',
        },
        expect.objectContaining({ id: created.id, type: 'created', actor: { role: 'artist', name: 'Test artist' }, via: 'web' }),
      ],
      nextBefore: null,
    });
  });

  it('filters by type, "updated" being every event the spec does not name', async () => {
    const { owner, event } = await ownerWithRelease();
    const created = await event('created', '2026-11-01T00:00:00Z');
    const submitted = await event('submitted', '2026-11-02T00:00:00Z');
    const published = await event('published', '2026-11-03T00:00:00Z');
    const takedown = await event('takedown_requested', '2026-11-04T00:00:00Z');
    const reopened = await event('reopened', '2026-11-05T00:00:00Z');
    const feed = (types: Array<'created' | 'published' | 'reopened' | 'updated'>) =>
      activityFeed(db.prisma, { userId: owner.id, types }).then(ids);

    expect(await feed(['published'])).toEqual([published.id]);
    expect(await feed(['updated'])).toEqual([takedown.id, submitted.id]);
    expect(await feed(['created', 'updated'])).toEqual([takedown.id, submitted.id, created.id]);
    expect(await feed(['reopened', 'published'])).toEqual([reopened.id, published.id]);
    expect(await feed([])).toHaveLength(5);
  });

  it('pages with nextBefore through every event once, also across events of the same instant', async () => {
    const { owner, event } = await ownerWithRelease();
    const made = [
      await event('created', '2026-10-01T00:00:00Z'),
      await event('submitted', '2026-10-02T00:00:00Z'),
      await event('in_review', '2026-10-02T00:00:00Z'),
      await event('in_process', '2026-10-02T00:00:00Z'),
      await event('published', '2026-10-03T00:00:00Z'),
    ];

    const pages = await allPages(owner.id, 2);

    // The group of 2 October would straddle the first page's end: that page stops before it.
    expect(pages.map((page) => page.items.length)).toEqual([1, 3, 1]);
    expect(pages.map((page) => page.nextBefore)).toEqual(['2026-10-03T00:00:00.000Z', '2026-10-02T00:00:00.000Z', null]);
    const seen = pages.flatMap(ids);
    expect(new Set(seen).size).toBe(made.length);
    expect(seen.sort()).toEqual(made.map((row) => row.id).sort());
  });

  it('pages exactly at the limit, and says when nothing is older', async () => {
    const { owner, event } = await ownerWithRelease();
    for (let day = 1; day <= 4; day += 1) await event('submitted', `2026-09-0${day}T00:00:00Z`);

    const first = await activityFeed(db.prisma, { userId: owner.id, limit: 2 });
    expect(first.items.map((item) => item.createdAt)).toEqual(['2026-09-04T00:00:00.000Z', '2026-09-03T00:00:00.000Z']);
    expect(first.nextBefore).toBe('2026-09-03T00:00:00.000Z');
    const second = await activityFeed(db.prisma, { userId: owner.id, limit: 2, before: new Date(first.nextBefore!) });
    expect(second.items.map((item) => item.createdAt)).toEqual(['2026-09-02T00:00:00.000Z', '2026-09-01T00:00:00.000Z']);
    expect(second.nextBefore).toBeNull();
  });

  it('keeps a page within 1 and 100 events', async () => {
    const { owner, event } = await ownerWithRelease();
    for (let i = 0; i < 3; i += 1) await event('submitted', `2026-08-0${i + 1}T00:00:00Z`);
    expect((await activityFeed(db.prisma, { userId: owner.id, limit: 0 })).items).toHaveLength(1);
    expect((await activityFeed(db.prisma, { userId: owner.id, limit: 1000 })).items).toHaveLength(3);
  });
});
