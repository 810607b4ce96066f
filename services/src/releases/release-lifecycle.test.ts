import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { takedownWait } from './release-lifecycle';
import { getReleaseView } from './release-view';

describe('the lifecycle in the release view', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db?.drop());

  it('lists the rejections with until when each could be reopened, and the takedown requests with when they go out', async () => {
    const owner = await createTestUser(db.prisma);
    const operator = await createTestUser(db.prisma, 'operator');
    const { id: releaseId } = await createDraftRelease(db.prisma, owner.id, undefined, { releaseDate: new Date('2027-01-15T00:00:00Z') });
    const at = (iso: string) => new Date(iso);
    await db.prisma.releaseReview.createMany({
      data: [
        { releaseId, operatorId: operator.id, decision: 'rejected', reasonCodes: ['audio_error', 'retired_code'], note: 'Clicks', createdAt: at('2026-02-01T10:00:00Z') },
        { releaseId, operatorId: operator.id, decision: 'approved', reasonCodes: [], createdAt: at('2026-02-03T10:00:00Z') },
      ],
    });
    await db.prisma.takedownRequest.create({
      data: { releaseId, requestedById: owner.id, reason: 'other', otherText: 'New mix', status: 'cancelled', requestedAt: at('2026-06-01T08:30:00Z'), processAt: at('2026-06-02T20:30:00Z'), cancelledAt: at('2026-06-01T09:00:00Z') },
    });
    const settings = { reopeningWindowDays: 30, takedownGraceHours: 36 };

    const view = await getReleaseView(db.prisma, releaseId, { settings, now: at('2026-06-02T00:00:00Z') });

    expect(view?.rejections).toEqual([
      { reviewedAt: '2026-02-01T10:00:00.000Z', reasonCodes: ['audio_error'], note: 'Clicks', reopenBy: '2026-03-03T10:00:00.000Z' },
    ]);
    expect(view?.takedowns).toEqual([
      {
        id: expect.any(String),
        reason: 'other',
        otherText: 'New mix',
        status: 'cancelled',
        requestedAt: '2026-06-01T08:30:00.000Z',
        processAt: '2026-06-02T20:30:00.000Z',
        stores: [],
        on: null,
        cancelledAt: '2026-06-01T09:00:00.000Z',
        completedAt: null,
      },
    ]);
    // The fixture's release date is 2027-01-15: a free owner waits 90 days from it.
    expect(view?.takedownWait).toEqual({ allowedFrom: '2027-04-15', days: 317 });
    await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    expect((await getReleaseView(db.prisma, releaseId, { settings: DEFAULT_SETTINGS }))?.takedownWait).toBeNull();
  });

  it('counts the free plan\'s wait in the owner\'s calendar, and in UTC when the time zone is unknown', () => {
    const input = { plan: 'free', releaseDate: '2026-03-01', now: new Date('2026-05-30T03:00:00Z') };
    expect(takedownWait({ ...input, timeZone: 'UTC' })).toBeNull();
    expect(takedownWait({ ...input, timeZone: 'America/New_York' })).toEqual({ allowedFrom: '2026-05-30', days: 1 });
    expect(takedownWait({ ...input, timeZone: 'Mars/Olympus_Mons' })).toBeNull();
    expect(takedownWait({ ...input, plan: 'advanced', timeZone: 'America/New_York' })).toBeNull();
  });
});
