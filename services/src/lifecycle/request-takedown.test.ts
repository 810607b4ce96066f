import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
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
});
