import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { AppError } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveRelease, requestTakedown, resendDelivery, retryDelivery, submitRelease } from '@slipcase/services';
import {
  deliveryRetryWorkflowId,
  deliveryWorkflowId,
  releaseWorkflowId,
  resendWorkflowId,
  takedownWorkflowId,
  type ReleaseWorkflowState,
} from './contracts';
import { fakeStore, type FakeStore } from './testing/fake-store';
import { recordHistory } from './testing/histories';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';

// A store's delivery fails (the store rejects the feed): the release waits in process for an operator, who retries
// that store; the release then goes on. On the time-skipping server, real PostgreSQL and worker; the stores are fakes
// standing for services outside Slipcase.
describe('retrying a failed store delivery', () => {
  let t: LifecycleTest;
  let env: TestWorkflowEnvironment;
  /** The picky store rejects every feed (or every takedown feed) until the test lets it accept. */
  let picky = { accepts: false, acceptsTakedowns: true };
  const accepted = { accepted: true, status: 'SuccessfullyIngestedByReleaseDistributor' };
  const rejected = { accepted: false, status: 'FileCorrupt', errorText: 'cover hash mismatch' };
  const pickyStore: FakeStore = fakeStore({
    id: 'picky',
    acknowledge: (messageId) => {
      const takedown = pickyStore.calls.find((call) => `M-${call.context.deliveryId}` === messageId)?.context.kind === 'takedown';
      return (takedown ? picky.acceptsTakedowns : picky.accepts) ? accepted : rejected;
    },
  });
  const stores = [pickyStore, fakeStore({ id: 'steady', acknowledge: () => accepted })];
  const tiers = stores.map(({ store }) => ({ id: store.id, tier: store.tier }));

  beforeAll(async () => {
    t = await startLifecycleTest({ timeSkipping: true, stores: () => stores.map(({ store }) => store), settings: { ackPollSeconds: 1 } });
    env = t.env!;
  });

  afterAll(() => t?.stop());

  const statusOf = async (releaseId: string) => (await t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  async function approvedFor(platforms: string[]) {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const release = await createDraftRelease(t.prisma, owner.id, t.media);
    await t.prisma.release.update({ where: { id: release.id }, data: { platforms } });
    await submitRelease({ ...t.deps, stores: tiers }, { releaseId: release.id, userId: owner.id, via: 'web' });
    await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('in_review'), { timeout: 20_000, interval: 100 });
    const operator = await createTestUser(t.prisma, 'operator');
    await approveRelease(t.deps, { releaseId: release.id, operatorId: operator.id, via: 'web' });
    return { release, operator, owner };
  }

  it('keeps the release in process while a store failed, retries that store alone, then goes on', async () => {
    picky = { accepts: false, acceptsTakedowns: true };
    const { release, operator, owner } = await approvedFor(['picky', 'steady']);
    const handle = env.client.workflow.getHandle<() => Promise<ReleaseWorkflowState>>(releaseWorkflowId(release.id));
    await vi.waitFor(
      async () =>
        expect((await t.deps.releases.state(release.id))?.deliveries).toEqual([
          { store: 'picky', status: 'failed', reason: `picky rejected release ${release.id}: FileCorrupt: cover hash mismatch` },
          expect.objectContaining({ store: 'steady', status: 'acknowledged' }),
        ]),
      { timeout: 20_000, interval: 200 },
    );
    // Waiting, not failed: a day later it still waits for the operator.
    await env.sleep(24 * 3_600_000);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    expect(await statusOf(release.id)).toBe('in_process');

    const retry = { releaseId: release.id, operatorId: operator.id, via: 'web' as const };
    expect(await refusal(retryDelivery(t.deps, { ...retry, store: 'steady' }))).toBe('delivery_not_failed');
    expect(await refusal(retryDelivery(t.deps, { ...retry, store: 'elsewhere' }))).toBe('delivery_not_failed');
    expect(await refusal(retryDelivery(t.deps, { ...retry, operatorId: owner.id, store: 'picky' }))).toBe('permission_denied');
    expect(await refusal(resendDelivery(t.deps, { ...retry, store: 'picky' }))).toBe('delivery_not_resendable');

    picky = { ...picky, accepts: true };
    const deliveries = await retryDelivery(t.deps, { ...retry, store: 'picky' });
    expect(deliveries[0]).toEqual({ store: 'picky', status: 'delivering', retries: 1 });
    // The retry is underway: a second one is refused until it fails again.
    expect(await refusal(retryDelivery(t.deps, { ...retry, store: 'picky' }))).toBe('delivery_not_failed');

    const result = await handle.result();
    expect(result.status).toBe('published');
    expect(result.deliveries).toEqual([
      expect.objectContaining({ store: 'picky', status: 'acknowledged', retries: 1 }),
      expect.objectContaining({ store: 'steady', status: 'acknowledged' }),
    ]);
    await recordHistory(handle, 'release-store-failed-retried');
    const parent = releaseWorkflowId(release.id);
    const retried = await env.client.workflow.getHandle(deliveryRetryWorkflowId(parent, 'picky', 1)).describe();
    expect(retried.status.name).toBe('COMPLETED');
    expect((await env.client.workflow.getHandle(deliveryWorkflowId(parent, 'picky')).describe()).status.name).toBe('FAILED');
    const rows = await t.prisma.delivery.findMany({ where: { releaseId: release.id, store: 'picky' }, orderBy: { startedAt: 'asc' } });
    expect(rows.map((row) => row.status)).toEqual(['failed', 'acknowledged']);
    // Once published, the workflow is gone: a retry is refused by the release's status.
    expect(await refusal(retryDelivery(t.deps, { ...retry, store: 'picky' }))).toBe('invalid_transition');
  });

  it('resends a published release to one store as a delivery workflow of its own', async () => {
    picky = { accepts: true, acceptsTakedowns: true };
    const { release, operator } = await approvedFor(['steady']);
    await env.client.workflow.getHandle(releaseWorkflowId(release.id)).result();
    const request = { releaseId: release.id, store: 'steady', operatorId: operator.id, via: 'cli' as const };
    const started = await resendDelivery(t.deps, request);
    expect(started.workflowId).toBe(resendWorkflowId(release.id, 'steady', 1));
    // A double click finds the running resend.
    expect((await resendDelivery(t.deps, request)).workflowId).toBe(started.workflowId);
    expect(await env.client.workflow.getHandle(started.workflowId).result()).toMatchObject({ store: 'steady', status: 'acknowledged' });
    expect(await t.prisma.delivery.count({ where: { releaseId: release.id, store: 'steady', status: 'acknowledged' } })).toBe(2);
    expect((await resendDelivery(t.deps, request)).workflowId).toBe(resendWorkflowId(release.id, 'steady', 2));
    expect(await refusal(resendDelivery(t.deps, { ...request, store: 'picky' }))).toBe('delivery_not_resendable');
  });

  it('keeps a takedown waiting while a store did not take its takedown feed, and retries that store in the takedown', async () => {
    picky = { accepts: true, acceptsTakedowns: false };
    const { release, operator, owner } = await approvedFor(['picky', 'steady']);
    await env.client.workflow.getHandle(releaseWorkflowId(release.id)).result();
    const request = await requestTakedown(t.deps, { releaseId: release.id, userId: owner.id, via: 'web', reason: 'mistake', now: new Date(await env.currentTimeMs()) });
    await vi.waitFor(async () => expect(await statusOf(release.id)).toBe('takedown_requested'), { timeout: 20_000, interval: 100 });
    await env.sleep(request.processAt.getTime() + 60_000 - (await env.currentTimeMs()));
    await vi.waitFor(
      async () => expect((await t.deps.takedowns.state(release.id))?.deliveries).toEqual(expect.arrayContaining([expect.objectContaining({ store: 'picky', status: 'failed' })])),
      { timeout: 20_000, interval: 200 },
    );
    expect(await statusOf(release.id)).toBe('takedown_requested');

    picky = { ...picky, acceptsTakedowns: true };
    await retryDelivery(t.deps, { releaseId: release.id, store: 'picky', operatorId: operator.id, via: 'cli' });
    expect(await env.client.workflow.getHandle(takedownWorkflowId(release.id)).result()).toMatchObject({ status: 'done' });
    expect(await statusOf(release.id)).toBe('removed');
    const retried = await env.client.workflow.getHandle(deliveryRetryWorkflowId(takedownWorkflowId(release.id), 'picky', 1)).describe();
    expect(retried.status.name).toBe('COMPLETED');
  });
});
