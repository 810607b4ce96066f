import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import type { ReleaseStatus } from '@slipcase/domain';
import { createReleaseIn, createTestUser } from '../testing/release-fixture';
import { reviewRelease, type ReviewReleaseInput } from './record-review';

const NOW = new Date('2026-11-27T10:00:00Z');

let db: TestDatabase;
let operatorId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  operatorId = (await createTestUser(db.prisma, 'operator')).id;
});
afterAll(() => db.drop());

const releaseIn = async (status: ReleaseStatus) => (await createReleaseIn(db.prisma, status)).releaseId;

const review = (releaseId: string, fields: Partial<ReviewReleaseInput> = {}) =>
  reviewRelease({ prisma: db.prisma, now: NOW }, { reviewId: randomUUID(), releaseId, operatorId, decision: 'approved', reasonCodes: [], via: 'web', ...fields });

const recorded = (releaseId: string) => db.prisma.release.findUniqueOrThrow({
  where: { id: releaseId },
  select: {
    status: true,
    reviews: { select: { id: true, decision: true, reasonCodes: true, note: true, via: true, operatorId: true } },
    events: { select: { type: true, actorId: true, actorRole: true, reason: true, via: true } },
  },
});

describe('reviewRelease', () => {
  it('approves into processing, recording the operator\'s review and the timeline event together', async () => {
    const releaseId = await releaseIn('in_review');
    const reviewId = randomUUID();
    expect(await review(releaseId, { reviewId, note: '  Looks good ', via: 'cli' })).toEqual({ from: 'in_review', to: 'in_process', changed: true });
    expect(await recorded(releaseId)).toEqual({
      status: 'in_process',
      reviews: [{ id: reviewId, decision: 'approved', reasonCodes: [], note: '  Looks good ', via: 'cli', operatorId }],
      events: [{ type: 'in_process', actorId: operatorId, actorRole: 'operator', reason: 'Looks good', via: 'cli' }],
    });
  });

  it('rejects with the reasons\' codes, then the note, as the timeline\'s why', async () => {
    const releaseId = await releaseIn('in_review');
    await review(releaseId, { decision: 'rejected', reasonCodes: ['cover_text', 'audio_silence'], note: 'See the cover' });
    expect(await recorded(releaseId)).toMatchObject({
      status: 'rejected',
      reviews: [{ decision: 'rejected', reasonCodes: ['cover_text', 'audio_silence'], note: 'See the cover' }],
      events: [{ type: 'rejected', reason: 'cover_text, audio_silence: See the cover' }],
    });
    const bare = await releaseIn('in_review');
    await review(bare, { decision: 'rejected', reasonCodes: ['cover_text'] });
    expect((await recorded(bare)).events).toMatchObject([{ reason: 'cover_text' }]);
  });

  it('records one review however often the activity runs, and none for a release not in review', async () => {
    const releaseId = await releaseIn('in_review');
    const reviewId = randomUUID();
    await review(releaseId, { reviewId });
    expect(await review(releaseId, { reviewId })).toEqual({ from: 'in_process', to: 'in_process', changed: false });
    expect((await recorded(releaseId)).reviews).toHaveLength(1);

    const draft = await releaseIn('draft');
    await expect(review(draft)).rejects.toMatchObject({ code: 'invalid_transition' });
    expect(await recorded(draft)).toEqual({ status: 'draft', reviews: [], events: [] });
  });
});
