import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { TAKEDOWN_UNCONFIRMED_STEP, addDays, localDate } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestTakedown } from '@slipcase/services';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { takedownWorkflowId, type TakedownWorkflowState } from './contracts';
import { fakeStore } from './testing/fake-store';
import { recordHistory } from './testing/histories';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

// Takedowns of chosen stores on a chosen day, and a store that never confirms its takedown, on Temporal's
// time-skipping test server with real PostgreSQL, worker and activities. 'deezer' and 'apple' stand for stores
// that do not acknowledge, 'silent' for one that acknowledges but never answers.
describe('takedowns per store, on a date, and their confirmation', () => {
  let t: LifecycleTest;
  let env: TestWorkflowEnvironment;
  const confirmHours = 24;

  beforeAll(async () => {
    t = await startLifecycleTest({
      timeSkipping: true,
      stores: (dir) => [
        createLocalFolderStore({ dir }),
        fakeStore({ id: 'deezer' }).store,
        fakeStore({ id: 'apple' }).store,
        fakeStore({ id: 'silent', acknowledge: () => null }).store,
      ],
      settings: { ackPollSeconds: 3600, ackTimeoutHours: 48, takedownConfirmHours: confirmHours },
    });
    env = t.env!;
  });

  afterAll(() => t?.stop());

  const serverNow = async () => new Date(await env.currentTimeMs());
  const skipTo = async (at: number) => env.sleep(at - (await env.currentTimeMs()));
  const statusOf = async (releaseId: string) => (await t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
  const waitForStatus = (releaseId: string, status: string) =>
    vi.waitFor(async () => expect(await statusOf(releaseId)).toBe(status), { timeout: 20_000, interval: 100 });
  const takedownsOf = async (releaseId: string) =>
    (await t.prisma.delivery.findMany({ where: { releaseId, kind: 'takedown' }, orderBy: { store: 'asc' } })).map((d) => [d.store, d.status]);
  const unconfirmedSteps = (releaseId: string) =>
    t.prisma.deliveryEvent.findMany({ where: { step: TAKEDOWN_UNCONFIRMED_STEP, delivery: { releaseId } }, include: { delivery: true } });

  /** A PRO owner's release, live in `stores` (its deliveries recorded as the release workflow leaves them). */
  async function liveIn(stores: string[]) {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const release = await createDraftRelease(t.prisma, owner.id, t.media);
    await t.prisma.release.update({ where: { id: release.id }, data: { status: 'published', publishedAt: new Date() } });
    await t.prisma.delivery.createMany({ data: stores.map((store) => ({ releaseId: release.id, store, status: 'delivered' as const })) });
    return { owner, releaseId: release.id };
  }

  it('takes a release down from two of its three stores on the chosen day, not before, and keeps it in the third', async () => {
    const { owner, releaseId } = await liveIn(['apple', 'deezer', 'local-folder']);
    const on = addDays(localDate(await serverNow()), 10);
    const request = await requestTakedown(t.deps, {
      releaseId,
      userId: owner.id,
      via: 'cli',
      reason: 'no_streams',
      stores: ['deezer', 'apple'],
      on,
      now: await serverNow(),
    });
    expect(request).toMatchObject({ stores: ['apple', 'deezer'], processAt: new Date(`${on}T00:00:00Z`) });
    await waitForStatus(releaseId, 'takedown_requested');

    // The grace period is long over, the day has not come: nothing is sent.
    await skipTo(request.processAt.getTime() - MINUTE_MS);
    expect(await statusOf(releaseId)).toBe('takedown_requested');
    expect(await takedownsOf(releaseId)).toEqual([]);

    await skipTo(request.processAt.getTime() + MINUTE_MS);
    const handle = env.client.workflow.getHandle<() => Promise<TakedownWorkflowState>>(takedownWorkflowId(releaseId));
    const result = await handle.result();
    await recordHistory(handle, 'takedown-two-stores-on-a-date');
    expect(result).toMatchObject({
      status: 'done',
      deliveries: [
        { store: 'apple', status: 'delivered' },
        { store: 'deezer', status: 'delivered' },
      ],
    });
    expect(await takedownsOf(releaseId)).toEqual([
      ['apple', 'delivered'],
      ['deezer', 'delivered'],
    ]);
    expect(await statusOf(releaseId)).toBe('published');
    const events = await t.prisma.activityEvent.findMany({ where: { releaseId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(events.map((e) => [e.type, e.fromStatus, e.toStatus, e.actorRole, e.reason])).toEqual([
      ['takedown_requested', 'published', 'takedown_requested', 'artist', 'no_streams'],
      ['removed_from_stores', 'takedown_requested', 'published', 'system', 'apple, deezer'],
    ]);
    expect(await unconfirmedSteps(releaseId)).toEqual([]);
  });

  it('raises a store that has not confirmed its takedown by the deadline to the operators, and only that store', async () => {
    const { owner, releaseId } = await liveIn(['local-folder', 'silent']);
    const request = await requestTakedown(t.deps, { releaseId, userId: owner.id, via: 'web', reason: 'mistake', now: await serverNow() });
    expect(request.stores).toEqual(['local-folder', 'silent']);
    await waitForStatus(releaseId, 'takedown_requested');
    const sentAt = request.processAt.getTime();

    await skipTo(sentAt + confirmHours * HOUR_MS - 2 * MINUTE_MS);
    expect(await takedownsOf(releaseId)).toEqual([
      ['local-folder', 'delivered'],
      ['silent', 'delivered'],
    ]);
    // The silent store's delivery still waits for its acknowledgement.
    expect(await statusOf(releaseId)).toBe('takedown_requested');
    expect(await unconfirmedSteps(releaseId)).toEqual([]);

    await skipTo(sentAt + confirmHours * HOUR_MS + 2 * MINUTE_MS);
    await vi.waitFor(async () => expect(await unconfirmedSteps(releaseId)).toHaveLength(1), { timeout: 10_000, interval: 100 });
    const [step] = await unconfirmedSteps(releaseId);
    expect(step).toMatchObject({ detail: `No acknowledgement of the takedown within ${confirmHours} h`, delivery: { store: 'silent', kind: 'takedown' } });
    const alerts = await t.prisma.activityEvent.findMany({ where: { releaseId, type: TAKEDOWN_UNCONFIRMED_STEP } });
    expect(alerts).toEqual([expect.objectContaining({ ownerId: owner.id, actorRole: 'system', reason: 'silent' })]);

    // The workflow ends once the store's own wait for an acknowledgement is over; one alert however long it took.
    const handle = env.client.workflow.getHandle<() => Promise<TakedownWorkflowState>>(takedownWorkflowId(releaseId));
    expect(await handle.result()).toMatchObject({ status: 'done' });
    await recordHistory(handle, 'takedown-unconfirmed-escalated');
    expect(await statusOf(releaseId)).toBe('removed');
    const silent = await t.prisma.delivery.findFirstOrThrow({ where: { releaseId, store: 'silent', kind: 'takedown' }, include: { events: true } });
    expect(silent.events.map((event) => event.step).slice(-2)).toEqual([TAKEDOWN_UNCONFIRMED_STEP, 'ack_timeout']);
    expect(await unconfirmedSteps(releaseId)).toHaveLength(1);
    expect(await t.prisma.activityEvent.count({ where: { releaseId, type: TAKEDOWN_UNCONFIRMED_STEP } })).toBe(1);
  });
});
