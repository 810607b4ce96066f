import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import {
  AppError,
  DEFAULT_SETTINGS,
  REVIEW_BUSINESS_DAYS,
  addDays,
  businessDaysLater,
  localDate,
  startOfLocalDay,
} from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  approveRelease,
  cancelTakedown,
  rejectRelease,
  reopenRelease,
  requestTakedown,
  submitRelease,
} from '@slipcase/services';
import { releaseWorkflowId, takedownWorkflowId, type ReleaseWorkflowState, type TakedownWorkflowState } from './contracts';
import { listReleasesForReview } from '@slipcase/services/releases/release-view';
import { recordHistory } from './testing/histories';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// The release lifecycle's timers on Temporal's time-skipping test server: the review's business days, the
// reopening window, the takedown's grace period and the free plan's 90 days all pass in full on the server's
// clock. Real PostgreSQL, real worker and activities, the real local-folder store.
describe('release lifecycle timers', () => {
  let t: LifecycleTest;
  let env: TestWorkflowEnvironment;

  beforeAll(async () => {
    t = await startLifecycleTest({ timeSkipping: true });
    env = t.env!;
  });

  afterAll(() => t?.stop());

  const serverNow = async () => new Date(await env.currentTimeMs());
  /** Moves the server's clock on to `at`. */
  const skipTo = async (at: number) => env.sleep(at - (await env.currentTimeMs()));
  const statusOf = async (releaseId: string) => (await t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
  // Waits in real time: the server's clock does not skip meanwhile.
  const waitForStatus = (releaseId: string, status: string) =>
    vi.waitFor(async () => expect(await statusOf(releaseId)).toBe(status), { timeout: 20_000, interval: 100 });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AppError ? { code: error.code, params: error.params } : error),
    );
  const overdueAlerts = (releaseId: string) => t.prisma.activityEvent.findMany({ where: { releaseId, type: 'review_overdue' } });

  async function inReview(ownerId: string) {
    const release = await createDraftRelease(t.prisma, ownerId, t.media);
    await submitRelease(t.deps, { releaseId: release.id, userId: ownerId, via: 'web' });
    await waitForStatus(release.id, 'in_review');
    return release;
  }

  async function published(ownerId: string) {
    const release = await inReview(ownerId);
    await releaseDateReached(t.prisma, release.id);
    const operator = await createTestUser(t.prisma, 'operator');
    await approveRelease(t.deps, { releaseId: release.id, operatorId: operator.id, via: 'web' });
    await waitForStatus(release.id, 'published');
    return release;
  }

  it('alerts the operators once a review outlasts its business days, and expires a release not reopened in time', async () => {
    const owner = await createTestUser(t.prisma);
    const operator = await createTestUser(t.prisma, 'operator');
    const { id: releaseId } = await inReview(owner.id);
    const since = await env.currentTimeMs();
    const dueAt = businessDaysLater(new Date(since), REVIEW_BUSINESS_DAYS).getTime();

    await skipTo(dueAt - MINUTE_MS);
    expect(await overdueAlerts(releaseId)).toEqual([]);
    expect((await t.deps.releases.state(releaseId))?.reviewOverdueSince).toBeUndefined();

    await skipTo(dueAt + MINUTE_MS);
    await vi.waitFor(async () => expect(await overdueAlerts(releaseId)).toHaveLength(1), { timeout: 10_000, interval: 100 });
    const [alert] = await overdueAlerts(releaseId);
    expect(alert).toMatchObject({ ownerId: owner.id, actorRole: 'system', actorId: null, toStatus: null });
    const state = (await t.deps.releases.state(releaseId)) as ReleaseWorkflowState;
    expect(state.status).toBe('in_review');
    // The workflow counted from the moment the review started, a moment before `since`.
    expect(Date.parse(state.reviewOverdueSince!)).toBeLessThanOrEqual(dueAt);
    expect(Date.parse(state.reviewOverdueSince!)).toBeGreaterThan(dueAt - MINUTE_MS);
    expect((await listReleasesForReview(t.prisma)).find((item) => item.id === releaseId)?.overdueSince).toBe(
      alert?.createdAt.toISOString(),
    );
    expect(alert?.reason).toMatch(new RegExp(`^In review since \\S+Z, due by ${state.reviewOverdueSince}$`));

    const rejected = await rejectRelease(t.deps, { releaseId, operatorId: operator.id, via: 'web', reasonCodes: ['release_data_confirmation'] });
    expect(rejected.reviewOverdueSince).toBeUndefined();
    const reopenBy = Date.parse(rejected.rejection!.reopenBy);
    expect(reopenBy - Date.parse(rejected.rejection!.rejectedAt)).toBe(DEFAULT_SETTINGS.reopeningWindowDays * DAY_MS);

    await skipTo(reopenBy - MINUTE_MS);
    expect(await statusOf(releaseId)).toBe('rejected');
    await skipTo(reopenBy + MINUTE_MS);
    const handle = env.client.workflow.getHandle<() => Promise<ReleaseWorkflowState>>(releaseWorkflowId(releaseId));
    const result = await handle.result();
    expect(result).toMatchObject({ status: 'expired', rejection: { reasonCodes: ['release_data_confirmation'] } });
    await recordHistory(handle, 'release-overdue-rejected-expired-local-transitions');
    expect(await statusOf(releaseId)).toBe('expired');
    const expiry = await t.prisma.activityEvent.findFirstOrThrow({ where: { releaseId, toStatus: 'expired' } });
    expect(expiry).toMatchObject({ fromStatus: 'rejected', actorRole: 'system', actorId: null });
    expect(await refusal(reopenRelease(t.deps, { releaseId, userId: owner.id, via: 'web' }))).toEqual({
      code: 'invalid_transition',
      params: { status: 'expired' },
    });
    // One alert per review, however long it waited.
    expect(await overdueAlerts(releaseId)).toHaveLength(1);
  });

  it('sends takedown feeds with ended deals once the grace period is over, then removes the release', async () => {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const [kept, removed] = [await published(owner.id), await published(owner.id)];

    // Cancelled after 23 hours: still in time.
    const keptRequest = await requestTakedown(t.deps, { releaseId: kept.id, userId: owner.id, via: 'web', reason: 'mistake', now: await serverNow() });
    await waitForStatus(kept.id, 'takedown_requested');
    await skipTo(keptRequest.processAt.getTime() - HOUR_MS);
    expect(await cancelTakedown(t.deps, { releaseId: kept.id, userId: owner.id, via: 'web' })).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(kept.id)).toBe('published');

    const requestedAt = await serverNow();
    const request = await requestTakedown(t.deps, { releaseId: removed.id, userId: owner.id, via: 'cli', reason: 'release_copyright_issues', now: requestedAt });
    expect(request.processAt.getTime() - requestedAt.getTime()).toBe(24 * HOUR_MS);
    await waitForStatus(removed.id, 'takedown_requested');
    await skipTo(request.processAt.getTime() - MINUTE_MS);
    expect(await statusOf(removed.id)).toBe('takedown_requested');
    expect(await t.prisma.delivery.count({ where: { releaseId: removed.id, kind: 'takedown' } })).toBe(0);

    await skipTo(request.processAt.getTime() + MINUTE_MS);
    const handle = env.client.workflow.getHandle<() => Promise<TakedownWorkflowState>>(takedownWorkflowId(removed.id));
    const result = await handle.result();
    await recordHistory(handle, 'takedown-removed-children');
    expect(await statusOf(removed.id)).toBe('removed');
    const takedowns = await t.prisma.delivery.findMany({ where: { releaseId: removed.id, kind: 'takedown' } });
    expect(takedowns).toEqual([expect.objectContaining({ store: 'local-folder', status: 'delivered', error: null })]);
    const [takedown] = takedowns;
    expect(result).toEqual({
      releaseId: removed.id,
      takedownRequestId: request.takedownRequestId,
      status: 'done',
      processAt: request.processAt.toISOString(),
      deliveries: [{ store: 'local-folder', status: 'delivered', location: takedown!.location }],
    });
    expect(await t.prisma.takedownRequest.findUniqueOrThrow({ where: { id: request.takedownRequestId } })).toMatchObject({
      status: 'done',
      completedAt: expect.any(Date),
    });

    // The takedown batch holds the message alone, its deals ended before the day it was sent.
    const { upc } = await t.prisma.release.findUniqueOrThrow({ where: { id: removed.id } });
    const files = await readdir(takedown!.location!, { recursive: true });
    expect(files.filter((file) => /\.(flac|wav|jpe?g)$/.test(file))).toEqual([]);
    const ern = await readFile(join(takedown!.location!, upc, `${upc}.xml`), 'utf8');
    const ends = [...ern.matchAll(/<EndDate>(\d{4}-\d{2}-\d{2})<\/EndDate>/g)].map((match) => match[1]);
    expect(ends.length).toBeGreaterThan(0);
    const sentOn = takedown!.startedAt.toISOString().slice(0, 10);
    expect(ends.every((end) => end! < sentOn)).toBe(true);
    const original = await t.prisma.delivery.findFirstOrThrow({ where: { releaseId: removed.id, kind: 'new' } });
    const originalErn = await readFile(join(original.location!, upc, `${upc}.xml`), 'utf8');
    expect(originalErn).not.toContain('<EndDate>');

    const events = await t.prisma.activityEvent.findMany({ where: { releaseId: removed.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    expect(events.slice(-2).map((e) => [e.type, e.fromStatus, e.toStatus, e.actorRole, e.via, e.reason])).toEqual([
      ['takedown_requested', 'published', 'takedown_requested', 'artist', 'cli', 'release_copyright_issues'],
      ['removed', 'takedown_requested', 'removed', 'system', null, 'local-folder'],
    ]);
  });

  it('lets a free user request a takedown from the 90th day after the release date, not before', async () => {
    const owner = await createTestUser(t.prisma);
    const { id: releaseId } = await published(owner.id);
    const releaseDate = localDate(await serverNow());
    await t.prisma.release.update({ where: { id: releaseId }, data: { releaseDate: new Date(`${releaseDate}T00:00:00Z`) } });
    const request = async () =>
      requestTakedown(t.deps, { releaseId, userId: owner.id, via: 'web', reason: 'no_royalties', now: await serverNow() });
    const tooEarly = { code: 'takedown_too_early', params: { date: addDays(releaseDate, 90) } };

    expect(await refusal(request())).toEqual(tooEarly);
    await skipTo(startOfLocalDay(addDays(releaseDate, 89)).getTime() + 23 * HOUR_MS);
    expect(await refusal(request())).toEqual(tooEarly);
    expect(await t.prisma.takedownRequest.count({ where: { releaseId } })).toBe(0);

    await skipTo(startOfLocalDay(addDays(releaseDate, 90)).getTime() + MINUTE_MS);
    const accepted = await request();
    expect(await t.prisma.takedownRequest.findUniqueOrThrow({ where: { id: accepted.takedownRequestId } })).toMatchObject({
      status: 'requested',
      reason: 'no_royalties',
    });
    // Sent at once, as a page already showing takedown requested may: it waits for the workflow to record the request.
    expect(await t.deps.takedowns.cancel(releaseId, { userId: owner.id, via: 'web' })).toMatchObject({ status: 'cancelled' });
    expect(await statusOf(releaseId)).toBe('published');
    expect(await t.prisma.takedownRequest.findUniqueOrThrow({ where: { id: accepted.takedownRequestId } })).toMatchObject({
      status: 'cancelled',
    });

    const again = await request();
    await waitForStatus(releaseId, 'takedown_requested');
    await cancelTakedown(t.deps, { releaseId, userId: owner.id, via: 'web' });
    expect(await statusOf(releaseId)).toBe('published');
    expect(await t.prisma.takedownRequest.findUniqueOrThrow({ where: { id: again.takedownRequestId } })).toMatchObject({
      status: 'cancelled',
    });
  });
});
