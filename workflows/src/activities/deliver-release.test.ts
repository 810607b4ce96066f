import { join } from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import type { DeliveryContext, DeliveryRelease, StorePlugin } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { deliverRelease } from './deliver-release';

/** A store that stands in for a remote service: fails the first `failures` calls, then accepts. */
function flakyStore(failures: number) {
  const calls: Array<{ release: DeliveryRelease; context: DeliveryContext }> = [];
  const store: StorePlugin = {
    id: 'flaky',
    name: 'Flaky',
    tier: 'free',
    recipient: { dpid: 'PADPIDA0000000002X', name: 'Flaky' },
    requirements: {
      audio: { codec: 'wav', sampleRate: 44_100, bitDepth: 16 },
      artwork: { minPx: 1500, sizePx: 1500, format: 'jpeg' },
      leadTimeDays: 0,
      territories: ['Worldwide'],
    },
    feed: { standard: 'ern-4.3', deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }] },
    capabilities: { acknowledgements: false, takedowns: true, updates: true },
    maxConcurrentDeliveries: 1,
    transport: { kind: 'folder', location: '/landing' },
    async deliver(release, context) {
      calls.push({ release, context });
      if (calls.length <= failures) throw new Error('connection reset by store');
      const batchId = `B-${context.deliveryId}`;
      return { batchId, messageId: `M-${context.deliveryId}`, location: `/landing/${batchId}`, files: [] };
    },
  };
  return { store, calls };
}

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
    const { store, calls } = flakyStore(1);
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
    });
    const rows = await db.prisma.delivery.findMany({ where: { releaseId: release.id } });
    expect(rows).toEqual([
      expect.objectContaining({ id: 'delivery-1', status: 'delivered', error: null, batchId: 'B-delivery-1' }),
    ]);
    expect(rows[0]?.completedAt).toBeInstanceOf(Date);

    // Both attempts described the same delivery: same id and creation time, so the same feed.
    const [first, second] = calls;
    expect(second?.context).toEqual(first?.context);
    expect(second?.context).toMatchObject({
      deliveryId: 'delivery-1',
      createdAt: failed.startedAt.toISOString(),
      sender: { dpid: DEFAULT_SETTINGS.ddexSenderDpid, name: DEFAULT_SETTINGS.ddexSenderName },
      kind: 'new',
    });
    expect(second?.release).toMatchObject({
      upc: release.upc,
      releaseDate: '2027-01-15',
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
    const { store, calls } = flakyStore(0);
    const deps = { prisma: db.prisma, stores: [store], settings: DEFAULT_SETTINGS, storageDir };

    await expect(
      deliverRelease(deps, { releaseId: release.id, store: 'nowhere', deliveryId: 'd-unknown' }),
    ).rejects.toMatchObject({ type: 'unknown_store', nonRetryable: true });

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
});
