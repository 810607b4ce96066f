import { createTestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { reviewRelease } from './review-release';

describe('reviewRelease', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(() => db?.drop());

  async function inReview() {
    const owner = await createTestUser(db.prisma);
    const operator = await createTestUser(db.prisma, 'operator');
    const release = await createDraftRelease(db.prisma, owner.id);
    await db.prisma.release.update({ where: { id: release.id }, data: { status: 'in_review' } });
    return { operator, releaseId: release.id };
  }

  it('rejects with the reasons on the review and the timeline, once however often retried', async () => {
    const { operator, releaseId } = await inReview();
    const input = {
      reviewId: 'review-1',
      releaseId,
      operatorId: operator.id,
      decision: 'rejected' as const,
      reasonCodes: ['audio_error', 'volume_level'],
      note: 'Peaks at +3 dB',
      via: 'web' as const,
    };
    expect(await reviewRelease(db.prisma, input)).toEqual({ from: 'in_review', to: 'rejected', changed: true });
    expect(await reviewRelease(db.prisma, input)).toEqual({ from: 'rejected', to: 'rejected', changed: false });
    expect(await db.prisma.releaseReview.findMany({ where: { releaseId } })).toEqual([
      expect.objectContaining({ id: 'review-1', operatorId: operator.id, decision: 'rejected', reasonCodes: ['audio_error', 'volume_level'], note: 'Peaks at +3 dB', via: 'web' }),
    ]);
    expect(await db.prisma.activityEvent.findMany({ where: { releaseId } })).toEqual([
      expect.objectContaining({ type: 'rejected', actorRole: 'operator', actorId: operator.id, reason: 'audio_error, volume_level: Peaks at +3 dB' }),
    ]);
  });

  it('records nothing when the release is not in review', async () => {
    const { operator, releaseId } = await inReview();
    await db.prisma.release.update({ where: { id: releaseId }, data: { status: 'draft' } });
    const input = { reviewId: 'review-2', releaseId, operatorId: operator.id, decision: 'approved' as const, reasonCodes: [], via: 'cli' as const };
    await expect(reviewRelease(db.prisma, input)).rejects.toMatchObject({ type: 'invalid_transition', nonRetryable: true });
    expect(await db.prisma.releaseReview.count({ where: { releaseId } })).toBe(0);
  });
});
