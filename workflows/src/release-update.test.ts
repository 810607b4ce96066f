import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@slipcase/domain';
import { approveReleaseUpdate, proposeReleaseUpdate, rejectReleaseUpdate } from '@slipcase/services';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { deliveryWorkflowId, releaseUpdateWorkflowId, UPC_ATTRIBUTE, type ReleaseUpdateState } from './contracts';
import { fakeStore } from './testing/fake-store';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';

// An update of a live release on Temporal's time-skipping server, real PostgreSQL and worker: the operator's review,
// then one update delivery per store that has the release, each a child workflow. The stores are fakes (the real
// plugins' update feeds are checked by the contract suite).
describe('an update of a live release', () => {
  let t: LifecycleTest;
  const acking = fakeStore({ id: 'acking', acknowledge: () => ({ accepted: true, status: 'SuccessfullyIngestedByReleaseDistributor' }) });
  const quiet = fakeStore({ id: 'quiet' });
  /** A store whose plugin declares it takes no updates. */
  const frozen = fakeStore({ id: 'frozen', updates: false });

  beforeAll(async () => {
    t = await startLifecycleTest({
      timeSkipping: true,
      stores: () => [acking.store, quiet.store, frozen.store],
      settings: { ackPollSeconds: 1, ackTimeoutHours: 0.001 },
    });
  });
  afterAll(() => t?.stop());

  /** A PRO owner's release live in both stores (delivered there before this test). */
  async function liveRelease(stores = ['acking', 'quiet']) {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro', name: 'Ana Lima' } });
    const release = await createDraftRelease(t.prisma, owner.id, t.media);
    await t.prisma.release.update({ where: { id: release.id }, data: { status: 'published', platforms: stores } });
    for (const store of stores) {
      await t.prisma.delivery.create({ data: { releaseId: release.id, store, kind: 'new', status: 'delivered', messageId: `m-${release.id}-${store}` } });
    }
    return { owner, release, track: release.tracks[0]! };
  }

  it('fixes a typo in the credits: reviewed, applied, then each store receives one update', async () => {
    const { owner, release, track } = await liveRelease();
    const changes = { tracks: [{ trackId: track.id, contributors: [{ name: 'Ana Lima Souza', role: 'writer', sharePercent: 100 }] }] };
    const proposed = await proposeReleaseUpdate(t.deps, { releaseId: release.id, userId: owner.id, via: 'web', changes });
    expect(proposed).toMatchObject({ workflowId: releaseUpdateWorkflowId(release.id, 1), needsReview: true });

    const operator = await createTestUser(t.prisma, 'operator');
    const state = await approveReleaseUpdate(t.deps, { revisionId: proposed.revisionId, operatorId: operator.id, via: 'web' });
    expect(state.status).toBe('approved');
    // A second decision is refused by the workflow, whatever the database says meanwhile.
    await expect(rejectReleaseUpdate(t.deps, { revisionId: proposed.revisionId, operatorId: operator.id, via: 'web' })).rejects.toBeInstanceOf(AppError);

    const handle = t.client.workflow.getHandle(proposed.workflowId);
    const result: ReleaseUpdateState = await handle.result();
    expect(result.status).toBe('delivered');
    expect(result.deliveries).toEqual([
      expect.objectContaining({ store: 'acking', status: 'acknowledged' }),
      expect.objectContaining({ store: 'quiet', status: 'delivered' }),
    ]);
    for (const fake of [acking, quiet]) {
      const calls = fake.calls.filter((call) => call.release.releaseId === release.id);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.context).toMatchObject({ kind: 'update', resend: { cover: false, trackIds: [] } });
      expect(calls[0]?.release.tracks[0]?.contributors).toEqual([{ name: 'Ana Lima Souza', role: 'writer', sharePercent: 100 }]);
    }
    const updates = await t.prisma.delivery.findMany({ where: { releaseId: release.id, kind: 'update' }, orderBy: { store: 'asc' } });
    expect(updates.map((d) => [d.store, d.status])).toEqual([
      ['acking', 'acknowledged'],
      ['quiet', 'delivered'],
    ]);
    const child = await t.client.workflow.getHandle(deliveryWorkflowId(proposed.workflowId, 'acking')).describe();
    expect(child.parentExecution?.workflowId).toBe(proposed.workflowId);
    // Found by the release's UPC in the Temporal UI like its other runs: the update and its per-store children.
    expect((await handle.describe()).typedSearchAttributes.get(UPC_ATTRIBUTE)).toBe(release.upc);
    expect(child.typedSearchAttributes.get(UPC_ATTRIBUTE)).toBe(release.upc);
    expect(await t.prisma.releaseRevision.findUniqueOrThrow({ where: { id: proposed.revisionId } })).toMatchObject({ status: 'delivered' });
    expect(await t.prisma.activityEvent.count({ where: { releaseId: release.id, type: 'updated' } })).toBe(1);
    expect((await t.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).status).toBe('published');
  });

  it('keeps the live version when the operator rejects the update, and sends nothing', async () => {
    const { owner, release } = await liveRelease();
    const proposed = await proposeReleaseUpdate(t.deps, { releaseId: release.id, userId: owner.id, via: 'web', changes: { label: 'Other Label' } });
    const operator = await createTestUser(t.prisma, 'operator');
    await rejectReleaseUpdate(t.deps, { revisionId: proposed.revisionId, operatorId: operator.id, via: 'cli', note: 'not your label' });
    const result: ReleaseUpdateState = await t.client.workflow.getHandle(proposed.workflowId).result();
    expect(result).toMatchObject({ status: 'rejected', deliveries: [] });
    expect(await t.prisma.release.findUniqueOrThrow({ where: { id: release.id } })).toMatchObject({ label: null });
    expect(await t.prisma.releaseRevision.findUniqueOrThrow({ where: { id: proposed.revisionId } })).toMatchObject({ status: 'rejected', note: 'not your label' });
    expect(await t.prisma.delivery.count({ where: { releaseId: release.id, kind: 'update' } })).toBe(0);
  });

  it('sends a change that needs no review at once, re-sending only what changed', async () => {
    const { owner, release, track } = await liveRelease();
    const proposed = await proposeReleaseUpdate(t.deps, { releaseId: release.id, userId: owner.id, via: 'web', changes: { tracks: [{ trackId: track.id, explicit: true }] } });
    expect(proposed.needsReview).toBe(false);
    const result: ReleaseUpdateState = await t.client.workflow.getHandle(proposed.workflowId).result();
    expect(result.status).toBe('delivered');
    const call = quiet.calls.find((c) => c.release.releaseId === release.id);
    expect(call?.release.tracks[0]?.explicit).toBe(true);
  });

  it('sends the update only to the stores that take updates', async () => {
    const { owner, release, track } = await liveRelease(['frozen', 'quiet']);
    const proposed = await proposeReleaseUpdate(t.deps, { releaseId: release.id, userId: owner.id, via: 'web', changes: { tracks: [{ trackId: track.id, explicit: true }] } });
    const result: ReleaseUpdateState = await t.client.workflow.getHandle(proposed.workflowId).result();
    expect(result).toMatchObject({ status: 'delivered', skipped: ['frozen'] });
    expect(result.deliveries.map((d) => d.store)).toEqual(['quiet']);
    expect(frozen.calls.filter((c) => c.release.releaseId === release.id && c.context.kind === 'update')).toEqual([]);
    const updates = await t.prisma.delivery.findMany({ where: { releaseId: release.id, kind: 'update' } });
    expect(updates.map((d) => d.store)).toEqual(['quiet']);
  });
});
