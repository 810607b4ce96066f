import { ApplicationFailure } from '@temporalio/common';
import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { transitionRelease } from './transition-release';

describe('transitionRelease', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('refuses a transition the release rules forbid, as a non-retryable failure, and changes nothing', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);

    for (const [to, actor] of [['in_review', 'system'], ['submitted', 'operator'], ['published', 'system']] as const) {
      const failure = await transitionRelease(db.prisma, { releaseId: release.id, to, actor }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApplicationFailure);
      expect(failure).toMatchObject({ type: 'invalid_transition', nonRetryable: true });
    }

    const after = await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(after.status).toBe('draft');
    expect(await db.prisma.activityEvent.count({ where: { releaseId: release.id } })).toBe(0);
  });

  it('moves the status, stamps it and records who did it; a retry does nothing more', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    const input = { releaseId: release.id, to: 'submitted', actor: 'artist', actorId: owner.id } as const;

    expect(await transitionRelease(db.prisma, input)).toEqual({ from: 'draft', to: 'submitted', changed: true });
    const submitted = await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(submitted.status).toBe('submitted');
    expect(submitted.submittedAt).toBeInstanceOf(Date);

    expect(await transitionRelease(db.prisma, input)).toEqual({ from: 'submitted', to: 'submitted', changed: false });
    const again = await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(again.submittedAt).toEqual(submitted.submittedAt);

    const events = await db.prisma.activityEvent.findMany({ where: { releaseId: release.id } });
    expect(events).toEqual([
      expect.objectContaining({
        ownerId: owner.id,
        actorId: owner.id,
        actorRole: 'artist',
        type: 'submitted',
        fromStatus: 'draft',
        toStatus: 'submitted',
      }),
    ]);
  });

  it('does not make a move again that is recorded under its moveId, even when the release has moved on since', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    const submit = { releaseId: release.id, to: 'submitted', actor: 'artist', actorId: owner.id, moveId: 'run-1:1' } as const;
    await transitionRelease(db.prisma, submit);
    await transitionRelease(db.prisma, { releaseId: release.id, to: 'in_review', actor: 'system', moveId: 'run-1:2' });

    // The workflow task did not complete: both local activities run again, in order.
    expect(await transitionRelease(db.prisma, submit)).toEqual({ from: 'draft', to: 'submitted', changed: false });
    expect(await transitionRelease(db.prisma, { releaseId: release.id, to: 'in_review', actor: 'system', moveId: 'run-1:2' })).toMatchObject({
      changed: false,
    });
    const events = await db.prisma.activityEvent.findMany({ where: { releaseId: release.id }, orderBy: { createdAt: 'asc' } });
    expect(events.map((event) => [event.id, event.toStatus])).toEqual([
      ['run-1:1', 'submitted'],
      ['run-1:2', 'in_review'],
    ]);
    expect((await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('in_review');
  });

  it('fails without retry for a release that does not exist', async () => {
    await expect(
      transitionRelease(db.prisma, { releaseId: 'nope', to: 'submitted', actor: 'artist' }),
    ).rejects.toMatchObject({ type: 'not_found', nonRetryable: true });
  });
});
