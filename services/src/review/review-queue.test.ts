import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createReleaseIn } from '../testing/release-fixture';
import { reviewQueue } from './review-queue';

const STORE = { audio: { codec: 'flac' as const, sampleRate: 48_000, bitDepth: 24 as const } };

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** A release in review since `submittedAt`, with the timeline events of `types` in that order. */
async function inReview(submittedAt: string, types: string[]) {
  const { ownerId, releaseId } = await createReleaseIn(db.prisma, 'in_review');
  await db.prisma.release.update({ where: { id: releaseId }, data: { submittedAt: new Date(submittedAt) } });
  for (const [index, type] of types.entries()) {
    await db.prisma.activityEvent.create({ data: { ownerId, releaseId, type, actorRole: 'system', toStatus: type === 'in_review' ? 'in_review' : null, createdAt: new Date(Date.parse(submittedAt) + (index + 1) * 60_000) } });
  }
  return releaseId;
}

describe('reviewQueue', () => {
  it('lists the releases in review, the longest-waiting first, overdue only for the review under way', async () => {
    const recent = await inReview('2026-11-20T10:00:00Z', ['in_review']);
    const waiting = await inReview('2026-11-01T10:00:00Z', ['in_review', 'review_overdue']);
    // Alerted in an earlier review, then rejected, reopened and in review again.
    const reopened = await inReview('2026-11-10T10:00:00Z', ['in_review', 'review_overdue', 'in_review']);
    await createReleaseIn(db.prisma, 'draft');

    const queue = await reviewQueue({ prisma: db.prisma }, { store: STORE });
    expect(queue.map(({ id, overdue }) => ({ id, overdue }))).toEqual([
      { id: waiting, overdue: true },
      { id: reopened, overdue: false },
      { id: recent, overdue: false },
    ]);
  });

  it('checks each track against the upload rules and the store\'s quality, and a missing cover', async () => {
    const releaseId = await inReview('2026-10-01T10:00:00Z', ['in_review']);
    const [first] = await db.prisma.track.findMany({ where: { releaseId } });
    await db.prisma.track.update({ where: { id: first!.id }, data: { durationMs: 65_000, sampleRate: 96_000, bitsPerSample: 24, audioFormat: 'flac', audioBytes: 20_000_000 } });
    await db.prisma.track.create({ data: {
      releaseId, number: 2, title: 'Too short', isrc: 'QZSLC2799999', audioKey: 'short.wav', audioFormat: 'wav', audioBytes: 1_000_000, audioSha256: '',
      durationMs: 5_000, sampleRate: 44_100, channels: 2, bitsPerSample: 16,
    } });

    const [entry] = (await reviewQueue({ prisma: db.prisma }, { store: STORE })).filter((item) => item.id === releaseId);
    expect(entry!.tracks).toEqual([
      expect.objectContaining({ number: 1, format: 'flac', problem: null, meetsStoreQuality: true }),
      expect.objectContaining({ number: 2, title: 'Too short', problem: expect.objectContaining({ code: 'audio_too_short' }), meetsStoreQuality: false }),
    ]);
    // The fixture's release has no cover.
    expect(entry!.cover).toEqual({ width: null, height: null, format: null, problem: { code: 'release_incomplete', field: 'artwork', params: { fields: 'artwork' } } });
  });
});
