import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, formatIsoDate } from '@slipcase/domain';
import { batchIdFor, type DeliveryContext, type StorePlugin } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { fakeStore } from '../testing/fake-store';
import { checkAcknowledgement } from './check-acknowledgement';
import { deliverRelease } from './deliver-release';

describe('deliverRelease', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const storageDir = '/srv/slipcase-uploads';
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());

  it('marks a failed attempt, then delivers on retry through the same Delivery row and feed identity', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, {
      audio: { key: 'audio/t1.wav', bytes: 10, sha256: 'x', durationMs: 65_000 },
      cover: { key: 'covers/c.jpg', bytes: 10, sha256: 'y', width: 1500, height: 1500 },
    });
    const { store, calls } = fakeStore({ failures: 1 });
    const deps = { prisma: db.prisma, stores: [store], settings: DEFAULT_SETTINGS, storageDir };
    const input = { releaseId: release.id, store: 'flaky', deliveryId: 'delivery-1' };

    await expect(deliverRelease(deps, input)).rejects.toThrow('connection reset by store');
    const failed = await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'delivery-1' } });
    expect(failed).toMatchObject({ status: 'failed', error: 'connection reset by store', releaseId: release.id });

    const result = await deliverRelease(deps, input);
    expect(result).toEqual({
      deliveryId: 'delivery-1',
      batchId: 'B-delivery-1',
      messageId: 'M-delivery-1',
      location: '/landing/B-delivery-1',
      awaitsAcknowledgement: false,
    });
    const events = await db.prisma.deliveryEvent.findMany({ where: { deliveryId: 'delivery-1' }, orderBy: { createdAt: 'asc' } });
    expect(events.map(({ step, detail }) => (detail ? `${step} (${detail})` : step))).toEqual([
      'built',
      'failed (attempt 1: connection reset by store)',
      'built',
      'validated',
      'uploaded',
      'manifest_written',
    ]);
    const rows = await db.prisma.delivery.findMany({ where: { releaseId: release.id } });
    expect(rows).toEqual([
      expect.objectContaining({ id: 'delivery-1', status: 'delivered', error: null, batchId: 'B-delivery-1' }),
    ]);
    expect(rows[0]?.completedAt).toBeInstanceOf(Date);

    // Both attempts described the same delivery: same id and creation time, so the same feed.
    const [first, second] = calls;
    const identity = (context?: DeliveryContext) => ({ ...context, onStep: undefined });
    expect(identity(second?.context)).toEqual(identity(first?.context));
    expect(second?.context).toMatchObject({
      deliveryId: 'delivery-1',
      createdAt: failed.startedAt.toISOString(),
      sender: { dpid: DEFAULT_SETTINGS.ddexSenderDpid, name: DEFAULT_SETTINGS.ddexSenderName },
      kind: 'new',
    });
    expect(second?.release).toMatchObject({
      upc: release.upc,
      releaseDate: formatIsoDate(release.releaseDate),
      cover: { path: join(storageDir, 'covers/c.jpg'), format: 'jpeg', width: 1500 },
      tracks: [{ number: 1, isrc: release.tracks[0]?.isrc, audio: { path: join(storageDir, 'audio/t1.wav') } }],
    });

    // A retry after success (the completion got lost) does not deliver twice.
    expect(await deliverRelease(deps, input)).toEqual(result);
    expect(calls).toHaveLength(2);
  });

  it('refuses without retry a store that is not configured or a release without artwork', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id);
    const { store, calls } = fakeStore();
    const deps = { prisma: db.prisma, stores: [store], settings: DEFAULT_SETTINGS, storageDir };

    await expect(
      deliverRelease(deps, { releaseId: release.id, store: 'nowhere', deliveryId: 'd-unknown' }),
    ).rejects.toMatchObject({ type: 'not_found', nonRetryable: true, message: "No store plugin 'nowhere' is configured" });

    const failure = await deliverRelease(deps, { releaseId: release.id, store: 'flaky', deliveryId: 'd-no-art' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApplicationFailure);
    expect(failure).toMatchObject({ type: 'release_incomplete', nonRetryable: true });
    expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'd-no-art' } })).toMatchObject({
      status: 'failed',
    });
    expect(calls).toHaveLength(0);
  });

  it('reads the track credits into the feed: featured artists, version, contributors and performers in order', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, {
      audio: { key: 'audio/t1.wav', bytes: 10, sha256: 'x', durationMs: 65_000 },
      cover: { key: 'covers/c.jpg', bytes: 10, sha256: 'y', width: 1500, height: 1500 },
    });
    const trackId = release.tracks[0]?.id ?? '';
    await db.prisma.release.update({ where: { id: release.id }, data: { featuredArtists: ['Guest One'] } });
    await db.prisma.track.update({
      where: { id: trackId },
      data: {
        version: 'remix',
        featuredArtists: ['Guest Two'],
        // In place of the fixture's own credits (the owner, writer and performer).
        contributors: {
          deleteMany: {},
          create: [
            { position: 2, name: 'Lee Writer', role: 'Lyricist', sharePercent: '40.5' },
            { position: 1, name: 'Ada Composer', role: 'Composer', sharePercent: '59.5' },
          ],
        },
        performers: { deleteMany: {}, create: [{ position: 1, name: 'Sam Strings', instrument: 'Guitar' }, { position: 2, name: 'Vox Person' }] },
      },
    });
    const { store, calls } = fakeStore();
    await deliverRelease({ prisma: db.prisma, stores: [store], settings: DEFAULT_SETTINGS, storageDir }, {
      releaseId: release.id,
      store: 'flaky',
      deliveryId: 'd-credits',
    });
    expect(calls[0]?.release.featuredArtists).toEqual(['Guest One']);
    expect(calls[0]?.release.tracks[0]).toMatchObject({
      version: 'remix',
      featuredArtists: ['Guest Two'],
      contributors: [
        { name: 'Ada Composer', role: 'Composer', sharePercent: 59.5 },
        { name: 'Lee Writer', role: 'Lyricist', sharePercent: 40.5 },
      ],
      performers: [{ name: 'Sam Strings', instrument: 'Guitar' }, { name: 'Vox Person' }],
    });
  });

  it('records the store\'s acknowledgement once: accepted makes the delivery acknowledged, rejected fails it with the reason', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, {
      audio: { key: 'audio/t1.wav', bytes: 10, sha256: 'x', durationMs: 65_000 },
      cover: { key: 'covers/c.jpg', bytes: 10, sha256: 'y', width: 1500, height: 1500 },
    });
    const answer = (accepted: boolean) => () => ({
      accepted,
      status: accepted ? 'SuccessfullyIngestedByReleaseDistributor' : 'FileCorrupt',
      // A store that gives the release's page with its answer: only an acceptance's is kept.
      url: 'https://store.example/album/42',
      ...(!accepted && { errorText: 'audio hash mismatch' }),
    });
    const waiting = fakeStore({ acknowledge: () => null });
    const deps = (store: StorePlugin) => ({ prisma: db.prisma, stores: [store], settings: DEFAULT_SETTINGS, storageDir });
    const delivered = await deliverRelease(deps(waiting.store), { releaseId: release.id, store: 'flaky', deliveryId: 'd-ack' });
    expect(delivered.awaitsAcknowledgement).toBe(true);
    expect(await checkAcknowledgement(deps(waiting.store), { deliveryId: 'd-ack', store: 'flaky' })).toEqual({ status: 'waiting' });

    const accepting = fakeStore({ acknowledge: answer(true) });
    expect(await checkAcknowledgement(deps(accepting.store), { deliveryId: 'd-ack', store: 'flaky' })).toEqual({
      status: 'accepted',
      detail: 'SuccessfullyIngestedByReleaseDistributor',
    });
    // Asked again, even of a store now answering otherwise: what was recorded stands, and is recorded once.
    const rejecting = fakeStore({ acknowledge: answer(false) });
    expect(await checkAcknowledgement(deps(rejecting.store), { deliveryId: 'd-ack', store: 'flaky' })).toMatchObject({ status: 'accepted' });
    expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'd-ack' } })).toMatchObject({
      status: 'acknowledged',
      storeUrl: 'https://store.example/album/42',
    });
    expect(await db.prisma.deliveryEvent.count({ where: { deliveryId: 'd-ack', step: 'acknowledged' } })).toBe(1);

    await deliverRelease(deps(rejecting.store), { releaseId: release.id, store: 'flaky', deliveryId: 'd-nack' });
    expect(await checkAcknowledgement(deps(rejecting.store), { deliveryId: 'd-nack', store: 'flaky' })).toEqual({
      status: 'rejected',
      detail: 'FileCorrupt: audio hash mismatch',
    });
    expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'd-nack' } })).toMatchObject({
      status: 'failed',
      ackStatus: 'FileCorrupt',
      ackDetail: 'audio hash mismatch',
      error: 'Flaky rejected the delivery: FileCorrupt: audio hash mismatch',
      storeUrl: null,
    });
  });

  it('records on the delivery whether the store runs in sandbox mode, from its first attempt', async () => {
    const owner = await createTestUser(db.prisma);
    const release = await createDraftRelease(db.prisma, owner.id, {
      audio: { key: 'audio/t1.wav', bytes: 10, sha256: 'x', durationMs: 65_000 },
      cover: { key: 'covers/c.jpg', bytes: 10, sha256: 'y', width: 1500, height: 1500 },
    });
    const { store } = fakeStore({ failures: 1 });
    const deps = (sandbox: boolean) => ({ prisma: db.prisma, stores: [{ ...store, sandbox }], settings: DEFAULT_SETTINGS, storageDir });
    await expect(deliverRelease(deps(true), { releaseId: release.id, store: 'flaky', deliveryId: 'd-sandbox' })).rejects.toThrow();
    expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'd-sandbox' } })).toMatchObject({ status: 'failed', sandbox: true });
    await deliverRelease(deps(true), { releaseId: release.id, store: 'flaky', deliveryId: 'd-sandbox' });
    expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'd-sandbox' } })).toMatchObject({ status: 'delivered', sandbox: true });
    await deliverRelease(deps(false), { releaseId: release.id, store: 'flaky', deliveryId: 'd-live' });
    expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: 'd-live' } })).toMatchObject({ status: 'delivered', sandbox: false });
  });

  it('never gives two deliveries to one store the same batch folder, even when made in the same millisecond', async () => {
    const owner = await createTestUser(db.prisma);
    const media = {
      audio: { key: 'audio/t1.wav', bytes: 10, sha256: 'x', durationMs: 65_000 },
      cover: { key: 'covers/c.jpg', bytes: 10, sha256: 'y', width: 1500, height: 1500 },
    };
    const releases = [await createDraftRelease(db.prisma, owner.id, media), await createDraftRelease(db.prisma, owner.id, media)];
    // Slow enough that the first still holds its batch folder when the second asks for one (the fake's receipt renames it).
    const { store, calls } = fakeStore({ id: 'same-ms', delayMs: 300 });
    const deps = { prisma: db.prisma, stores: [store], settings: DEFAULT_SETTINGS, storageDir };
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2027-02-01T12:00:00.000Z'));
    try {
      await Promise.all(
        releases.map((release, index) => deliverRelease(deps, { releaseId: release.id, store: 'same-ms', deliveryId: `d-same-ms-${index}` })),
      );
    } finally {
      clock.mockRestore();
    }
    const batches = calls.map((call) => batchIdFor(call.context.createdAt)).sort();
    expect(batches).toEqual(['20270201120000000', '20270201120000001']);
  });
});
