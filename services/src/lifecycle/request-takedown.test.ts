import { createTestDatabase } from '@slipcase/db/testing';
import { AppError, DEFAULT_SETTINGS } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TakedownWorkflowInput } from '@slipcase/workflows/contracts';
import type { TakedownWorkflows } from '../ports/workflows';
import { getReleaseView } from '../releases/release-view';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { requestTakedown } from './request-takedown';

/** A takedown port that records what it was asked to start and reports it running afterwards. */
function recordingTakedowns() {
  const started: TakedownWorkflowInput[] = [];
  const takedowns: TakedownWorkflows = {
    running: async (releaseId) => (started.some((input) => input.releaseId === releaseId) ? { workflowId: `takedown-${releaseId}`, runId: 'run-1' } : null),
    start: async (input) => {
      started.push(input);
      return { workflowId: `takedown-${input.releaseId}`, runId: 'run-1' };
    },
    cancel: () => Promise.reject(new Error('not used')),
    state: () => Promise.resolve(null),
  };
  return { takedowns, started };
}

describe('a takedown request', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db?.drop());

  it('stores when it is processed, which a later change of the grace period does not move', async () => {
    const owner = await createTestUser(db.prisma);
    const { id: releaseId } = await createDraftRelease(db.prisma, owner.id, undefined, { releaseDate: new Date('2026-01-15T00:00:00Z') });
    await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'published', publishedAt: new Date('2026-01-15T00:00:00Z') } });
    const { takedowns, started } = recordingTakedowns();
    const requestedAt = new Date('2026-06-01T10:00:00Z');
    const input = { releaseId, userId: owner.id, via: 'web' as const, reason: 'mistake' };

    const requested = await requestTakedown(
      { prisma: db.prisma, now: requestedAt, settings: { ...DEFAULT_SETTINGS, takedownGraceHours: 24 }, takedowns },
      input,
    );

    const processAt = new Date('2026-06-02T10:00:00Z');
    expect(requested.processAt).toEqual(processAt);
    const row = await db.prisma.takedownRequest.findUniqueOrThrow({ where: { id: requested.takedownRequestId } });
    expect(row.processAt).toEqual(processAt);
    expect(started).toEqual([expect.objectContaining({ takedownRequestId: row.id, processAt: processAt.toISOString() })]);

    // The grace period is changed to 72 hours afterwards: the waiting takedown keeps its time.
    await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'takedown_requested' } });
    const later = { ...DEFAULT_SETTINGS, takedownGraceHours: 72 };
    const again = await requestTakedown({ prisma: db.prisma, now: new Date('2026-06-01T18:00:00Z'), settings: later, takedowns }, input);
    expect(again).toMatchObject({ takedownRequestId: row.id, processAt });
    const view = await getReleaseView(db.prisma, releaseId, { settings: later, now: new Date('2026-06-01T18:00:00Z') });
    expect(view?.takedowns.map((takedown) => takedown.processAt)).toEqual([processAt.toISOString()]);
    expect(started).toHaveLength(1);
  });

  describe('of some stores, on a day', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: unknown) => (error instanceof AppError ? { code: error.code, field: error.field, params: error.params } : error),
      );

    /** A published release of an owner in Istanbul, sent to spotify, deezer and apple, and already taken down from apple. */
    async function liveRelease() {
      const owner = await createTestUser(db.prisma);
      await db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro', timeZone: 'Europe/Istanbul' } });
      const { id: releaseId } = await createDraftRelease(db.prisma, owner.id);
      await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'published', publishedAt: now } });
      await db.prisma.delivery.createMany({
        data: [
          { releaseId, store: 'spotify', status: 'acknowledged' },
          { releaseId, store: 'deezer', status: 'delivered' },
          { releaseId, store: 'apple', status: 'delivered' },
          { releaseId, store: 'apple', status: 'delivered', kind: 'takedown' },
        ],
      });
      const { takedowns, started } = recordingTakedowns();
      const request = (extra: { stores?: string[]; on?: string }) =>
        requestTakedown({ prisma: db.prisma, now, settings: DEFAULT_SETTINGS, takedowns }, { releaseId, userId: owner.id, via: 'web', reason: 'mistake', ...extra });
      return { releaseId, request, started };
    }

    it('stores the chosen stores and day, and waits for the start of that day in the owner’s time zone', async () => {
      const { releaseId, request, started } = await liveRelease();
      const requested = await request({ stores: ['spotify'], on: '2026-12-31' });
      expect(requested).toMatchObject({ stores: ['spotify'], processAt: new Date('2026-12-30T21:00:00Z') });
      const row = await db.prisma.takedownRequest.findUniqueOrThrow({ where: { id: requested.takedownRequestId } });
      expect(row).toMatchObject({ stores: ['spotify'], takeDownOn: new Date('2026-12-31T00:00:00Z'), processAt: new Date('2026-12-30T21:00:00Z') });
      expect(started).toEqual([expect.objectContaining({ processAt: '2026-12-30T21:00:00.000Z' })]);
      const view = await getReleaseView(db.prisma, releaseId, { settings: DEFAULT_SETTINGS, now });
      expect(view?.takedowns).toEqual([expect.objectContaining({ stores: ['spotify'], on: '2026-12-31' })]);
      expect(view?.stores).toEqual([
        { store: 'apple', state: 'removed' },
        { store: 'deezer', state: 'live' },
        { store: 'spotify', state: 'live' },
      ]);
    });

    it('answers the same request again while it waits, and refuses other stores or another day naming the waiting one', async () => {
      const { releaseId, request, started } = await liveRelease();
      const first = await request({ stores: ['spotify'], on: '2026-12-31' });
      await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'takedown_requested' } });
      expect(await request({ stores: ['spotify'], on: '2026-12-31' })).toMatchObject({ takedownRequestId: first.takedownRequestId, stores: ['spotify'] });
      const pending = { code: 'takedown_pending', field: 'releaseId', params: { stores: 'spotify', date: '2026-12-31' } };
      expect(await refusal(request({ stores: ['deezer'], on: '2026-12-31' }))).toEqual(pending);
      expect(await refusal(request({ stores: ['spotify'] }))).toEqual(pending);
      expect(await refusal(request({ stores: ['spotify'], on: '2027-13-01' }))).toMatchObject({ code: 'takedown_date_invalid', field: 'on' });
      expect(await refusal(request({ stores: ['tidal'] }))).toMatchObject({ code: 'invalid_choice', field: 'stores.0' });
      const rows = await db.prisma.takedownRequest.findMany({ where: { releaseId } });
      expect(rows.map((row) => [row.stores, row.takeDownOn])).toEqual([[['spotify'], new Date('2026-12-31T00:00:00Z')]]);
      expect(started).toHaveLength(1);
    });

    it('goes to every store the release is still live in when none is chosen', async () => {
      const { request } = await liveRelease();
      expect((await request({})).stores).toEqual(['deezer', 'spotify']);
    });

    it('refuses a store the release is not live in, and a day in the past or past the horizon, recording nothing', async () => {
      const { releaseId, request, started } = await liveRelease();
      expect(await refusal(request({ stores: ['spotify', 'apple'] }))).toEqual({ code: 'invalid_choice', field: 'stores.1', params: {} });
      expect(await refusal(request({ stores: ['tidal'] }))).toMatchObject({ code: 'invalid_choice', field: 'stores.0' });
      const badDay = { code: 'takedown_date_invalid', field: 'on', params: { today: '2026-06-01', max: '2027-06-01' } };
      for (const on of ['2026-05-31', '2027-06-02', '2026-02-30']) expect(await refusal(request({ on }))).toEqual(badDay);
      expect(await db.prisma.takedownRequest.count({ where: { releaseId } })).toBe(0);
      expect(started).toEqual([]);
    });
  });
});
