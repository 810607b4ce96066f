import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { AppError, type ReleaseStatus } from '@slipcase/domain';
import { createReleaseIn } from '../testing/release-fixture';
import { moveRelease, transitionRelease } from './move-release';

const FIRST = new Date('2026-11-01T10:00:00Z');
const LATER = new Date('2026-11-20T10:00:00Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const releaseIn = (status: ReleaseStatus) => createReleaseIn(db.prisma, status);

const stored = (releaseId: string) => db.prisma.release.findUniqueOrThrow({
  where: { id: releaseId },
  select: { status: true, submittedAt: true, publishedAt: true, events: { select: { id: true, type: true, fromStatus: true, toStatus: true, actorId: true, actorRole: true, reason: true, via: true } } },
});

describe('transitionRelease', () => {
  it('moves the release and records the move on its owner\'s timeline, stamping a submission', async () => {
    const { ownerId, releaseId } = await releaseIn('draft');
    const result = await transitionRelease({ prisma: db.prisma, now: FIRST }, { releaseId, to: 'submitted', actor: 'artist', actorId: ownerId, via: 'cli' });
    expect(result).toEqual({ from: 'draft', to: 'submitted', changed: true });
    expect(await stored(releaseId)).toMatchObject({
      status: 'submitted',
      submittedAt: FIRST,
      publishedAt: null,
      events: [{ type: 'submitted', fromStatus: 'draft', toStatus: 'submitted', actorId: ownerId, actorRole: 'artist', reason: null, via: 'cli' }],
    });
    const event = await db.prisma.activityEvent.findFirstOrThrow({ where: { releaseId } });
    expect(event.ownerId).toBe(ownerId);
  });

  it('refuses a move the status machine forbids, or by the wrong actor, leaving the release as it was', async () => {
    const { releaseId } = await releaseIn('in_review');
    const refused = (to: ReleaseStatus, actor: 'artist' | 'operator' | 'system') =>
      transitionRelease({ prisma: db.prisma, now: FIRST }, { releaseId, to, actor }).catch((error: AppError) => error);
    expect(await refused('published', 'system')).toMatchObject({ code: 'invalid_transition', params: { status: 'in_review' } });
    // Approving is the operator's.
    expect(await refused('in_process', 'artist')).toBeInstanceOf(AppError);
    expect(await stored(releaseId)).toMatchObject({ status: 'in_review', events: [] });
    expect(await transitionRelease({ prisma: db.prisma, now: FIRST }, { releaseId: 'no-such-release', to: 'submitted', actor: 'artist' })
      .catch((error: AppError) => error.code)).toBe('not_found');
  });

  it('does nothing for a release already there, or a move already recorded under its id (a retried activity)', async () => {
    const { releaseId } = await releaseIn('in_process');
    const deps = { prisma: db.prisma, now: FIRST };
    const move = { releaseId, to: 'approved' as const, actor: 'system' as const, moveId: `release:${releaseId}:approved` };
    expect(await transitionRelease(deps, move)).toMatchObject({ changed: true });
    expect(await transitionRelease(deps, { releaseId, to: 'approved', actor: 'system' })).toEqual({ from: 'approved', to: 'approved', changed: false });
    // The release has moved on since; the same move run again neither refuses nor records a second event.
    await transitionRelease(deps, { releaseId, to: 'published', actor: 'system' });
    expect(await transitionRelease(deps, move)).toEqual({ from: 'in_process', to: 'approved', changed: false });
    const events = (await stored(releaseId)).events;
    expect(events.map((event) => event.type).sort()).toEqual(['approved', 'published']);
    expect(events.find((event) => event.type === 'approved')!.id).toBe(move.moveId);
  });

  it('keeps the first publication\'s date when a cancelled takedown publishes the release again', async () => {
    const { releaseId } = await releaseIn('approved');
    await transitionRelease({ prisma: db.prisma, now: FIRST }, { releaseId, to: 'published', actor: 'system' });
    await transitionRelease({ prisma: db.prisma, now: LATER }, { releaseId, to: 'takedown_requested', actor: 'artist', reason: 'rights' });
    await transitionRelease({ prisma: db.prisma, now: LATER }, { releaseId, to: 'published', actor: 'artist', type: 'takedown_cancelled' });
    const release = await stored(releaseId);
    expect(release).toMatchObject({ status: 'published', publishedAt: FIRST });
    expect(release.events.map((event) => event.type).sort()).toEqual(['published', 'takedown_cancelled', 'takedown_requested']);
  });
});

describe('moveRelease', () => {
  it('records with the caller\'s transaction: rolled back with it', async () => {
    const { releaseId } = await releaseIn('draft');
    const failed = await db.prisma.$transaction(async (tx) => {
      await moveRelease(tx, { releaseId, to: 'submitted', actor: 'artist' }, FIRST);
      throw new Error('the rest of the caller\'s work failed');
    }).catch((error: Error) => error.message);
    expect(failed).toBe('the rest of the caller\'s work failed');
    expect(await stored(releaseId)).toMatchObject({ status: 'draft', submittedAt: null, events: [] });
  });
});
