import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveRelease, submitRelease } from '@slipcase/services';
import { deliveryWorkflowId, releaseWorkflowId } from './contracts';
import { fakeStore, type FakeStore } from './testing/fake-store';
import { recordHistory } from './testing/histories';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';

// Delivery to several stores at once, each a child workflow on its own task queue, on a real Temporal dev server
// and PostgreSQL. The stores are fakes: they stand for services outside Slipcase (the real plugins run the
// contract suite and the fault test delivers real batches).
describe('delivery to stores as child workflows', () => {
  let t: LifecycleTest;
  const accepting = fakeStore({
    id: 'accepting',
    acknowledge: (_, askedBefore) => (askedBefore >= 1 ? { accepted: true, status: 'SuccessfullyIngestedByReleaseDistributor' } : null),
  });
  const rejecting = fakeStore({
    id: 'rejecting',
    acknowledge: () => ({ accepted: false, status: 'FileCorrupt', errorText: 'cover hash mismatch' }),
  });
  const silent = fakeStore({ id: 'silent', acknowledge: () => null });
  const single = fakeStore({ id: 'single', delayMs: 400, maxConcurrentDeliveries: 1 });
  // Long enough that three deliveries started together overlap even on a busy machine.
  const wide = fakeStore({ id: 'wide', delayMs: 2_000, maxConcurrentDeliveries: 3 });
  const all: FakeStore[] = [accepting, rejecting, silent, single, wide];
  const tiers = all.map(({ store }) => ({ id: store.id, tier: store.tier }));

  beforeAll(async () => {
    t = await startLifecycleTest({
      stores: () => all.map(({ store }) => store),
      settings: { ackPollSeconds: 1, ackTimeoutHours: 0.001 },
    });
  });

  afterAll(() => t?.stop());

  async function approved(platforms: string[]) {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const release = await createDraftRelease(t.prisma, owner.id, t.media);
    await t.prisma.release.update({ where: { id: release.id }, data: { platforms } });
    await submitRelease({ ...t.deps, stores: tiers }, { releaseId: release.id, userId: owner.id });
    await releaseDateReached(t.prisma, release.id);
    await vi.waitFor(async () => expect((await t.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('in_review'), {
      timeout: 20_000,
    });
    const operator = await createTestUser(t.prisma, 'operator');
    await approveRelease(t.deps, { releaseId: release.id, operatorId: operator.id, via: 'cli' });
    return release;
  }

  const timelineOf = async (releaseId: string, store: string) => {
    const delivery = await t.prisma.delivery.findFirstOrThrow({ where: { releaseId, store }, include: { events: { orderBy: { createdAt: 'asc' } } } });
    return { status: delivery.status, steps: delivery.events.map((event) => event.step) };
  };

  it('publishes once every store has its batch: acknowledged where the store acknowledges, delivered where it stays silent', async () => {
    const release = await approved(['accepting', 'silent']);
    const result = await t.client.workflow.getHandle(releaseWorkflowId(release.id)).result();
    expect(result.status).toBe('published');
    expect(result.deliveries).toEqual([
      expect.objectContaining({ store: 'accepting', status: 'acknowledged' }),
      expect.objectContaining({ store: 'silent', status: 'delivered' }),
    ]);
    expect(await timelineOf(release.id, 'accepting')).toEqual({
      status: 'acknowledged',
      steps: ['built', 'validated', 'uploaded', 'manifest_written', 'acknowledged'],
    });
    expect(await timelineOf(release.id, 'silent')).toEqual({
      status: 'delivered',
      steps: ['built', 'validated', 'uploaded', 'manifest_written', 'ack_timeout'],
    });
    const childHandle = t.client.workflow.getHandle(deliveryWorkflowId(releaseWorkflowId(release.id), 'accepting'));
    const child = await childHandle.describe();
    expect(child.status.name).toBe('COMPLETED');
    await recordHistory(childHandle, 'delivery-acknowledged');
    expect(child.parentExecution?.workflowId).toBe(releaseWorkflowId(release.id));
  });

  it('keeps the release in process when a store rejects, with the store\'s reason, and still delivers to the others', async () => {
    const release = await approved(['rejecting', 'accepting']);
    // It waits for an operator's retry of that store (delivery-retry.test.ts) rather than failing.
    await vi.waitFor(
      async () =>
        expect((await t.deps.releases.state(release.id))?.deliveries).toEqual(
          expect.arrayContaining([
            { store: 'rejecting', status: 'failed', reason: `rejecting rejected release ${release.id}: FileCorrupt: cover hash mismatch` },
            expect.objectContaining({ store: 'accepting', status: 'acknowledged' }),
          ]),
        ),
      { timeout: 20_000, interval: 200 },
    );
    expect((await t.client.workflow.getHandle(releaseWorkflowId(release.id)).describe()).status.name).toBe('RUNNING');
    expect((await t.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('in_process');
    const rejected = await t.prisma.delivery.findFirstOrThrow({ where: { releaseId: release.id, store: 'rejecting' } });
    expect(rejected).toMatchObject({ status: 'failed', error: 'Rejecting rejected the delivery: FileCorrupt: cover hash mismatch' });
    expect((await timelineOf(release.id, 'rejecting')).steps.at(-1)).toBe('rejected');
    expect((await timelineOf(release.id, 'accepting')).status).toBe('acknowledged');
  });

  it('runs at most a store\'s limit of deliveries to it at once, and more to a store that allows more', async () => {
    const releases = await Promise.all([1, 2, 3].map(() => approved(['single', 'wide'])));
    await Promise.all(releases.map((release) => t.client.workflow.getHandle(releaseWorkflowId(release.id)).result()));
    expect(single.calls).toHaveLength(3);
    expect(single.peakConcurrency()).toBe(1);
    expect(wide.peakConcurrency()).toBeGreaterThan(1);
  });
});
