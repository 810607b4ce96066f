import { tmpdir } from 'node:os';
import { NativeConnection } from '@temporalio/worker';
import { AppError, DEFAULT_SETTINGS, addDays, localDate } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  approveRelease,
  cancelTakedown,
  rejectRelease,
  reopenRelease,
  requestTakedown,
  submitRelease,
} from '@slipcase/services';
import { RELEASE_STATUS_ATTRIBUTE, releaseWorkflowId, takedownWorkflowId, type ReleaseWorkflowState } from './contracts';
import { listReleasesForReview } from '@slipcase/services/releases/release-view';
import { recordHistory } from './testing/histories';
import { transitionRelease } from './activities/transition-release';
import { startLifecycleTest, type LifecycleTest } from './testing/lifecycle';
import { createWorker } from './worker';
import type { releaseWorkflow } from './workflows';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { testWorkflowBundle } from './testing/workflow-bundle';

const HOUR_MS = 60 * 60 * 1000;

// The release lifecycle through the client, on a real Temporal dev server and PostgreSQL, delivering to the real
// local-folder store. The timers (overdue review, reopening window, takedown grace) are in release-timers.test.ts.
describe('release lifecycle driven through the client', () => {
  let t: LifecycleTest;

  beforeAll(async () => {
    t = await startLifecycleTest();
  });

  afterAll(() => t?.stop());

  const statusOf = async (releaseId: string) => (await t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AppError ? { code: error.code, field: error.field, params: error.params } : error),
    );
  const waitForStatus = (releaseId: string, status: string) =>
    vi.waitFor(async () => expect(await statusOf(releaseId)).toBe(status), { timeout: 20_000, interval: 100 });
  const eventsOf = async (releaseId: string) =>
    (await t.prisma.activityEvent.findMany({ where: { releaseId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })).map(
      (e) => [e.type, e.fromStatus, e.toStatus, e.actorRole, e.actorId, e.via, e.reason],
    );

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
    const result = await t.client.workflow.getHandle(releaseWorkflowId(release.id)).result();
    expect(result.status).toBe('published');
    return release;
  }

  it('rejects with reasons, lets the owner reopen into review again, then approves and publishes', async () => {
    const owner = await createTestUser(t.prisma);
    const stranger = await createTestUser(t.prisma);
    const operator = await createTestUser(t.prisma, 'operator');
    const release = await inReview(owner.id);
    const releaseId = release.id;
    const reject = (input: Partial<Parameters<typeof rejectRelease>[1]>) =>
      rejectRelease(t.deps, { releaseId, operatorId: operator.id, via: 'cli', reasonCodes: ['audio_error'], ...input });

    // Refused before anything is recorded: not an operator, no reason, a reason outside the catalogue.
    expect(await refusal(reject({ operatorId: owner.id }))).toMatchObject({ code: 'permission_denied' });
    expect(await refusal(reject({ reasonCodes: [] }))).toMatchObject({ code: 'reopening_reason_required', field: 'reasonCodes' });
    expect(await refusal(reject({ reasonCodes: ['audio_error', 'bad_vibes'] }))).toMatchObject({
      code: 'invalid_choice',
      field: 'reasonCodes.1',
    });
    expect(await refusal(reopenRelease(t.deps, { releaseId, userId: owner.id, via: 'web' }))).toMatchObject({
      code: 'invalid_transition',
      params: { status: 'in_review' },
    });
    expect(await statusOf(releaseId)).toBe('in_review');

    const rejected = await reject({ reasonCodes: ['audio_error', 'invalid_cover_art'], note: '  Clicks at 0:42  ' });
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection: { reasonCodes: ['audio_error', 'invalid_cover_art'], note: 'Clicks at 0:42', operatorId: operator.id },
    });
    const { rejectedAt, reopenBy } = rejected.rejection!;
    expect(Date.parse(reopenBy) - Date.parse(rejectedAt)).toBe(DEFAULT_SETTINGS.reopeningWindowDays * 24 * HOUR_MS);
    expect(await statusOf(releaseId)).toBe('rejected');
    expect(await t.prisma.releaseReview.findMany({ where: { releaseId } })).toEqual([
      expect.objectContaining({
        operatorId: operator.id,
        decision: 'rejected',
        reasonCodes: ['audio_error', 'invalid_cover_art'],
        note: 'Clicks at 0:42',
        via: 'cli',
      }),
    ]);
    expect((await listReleasesForReview(t.prisma)).map((item) => item.id)).not.toContain(releaseId);

    // While rejected: no approval, and only the owner may reopen.
    expect(await refusal(approveRelease(t.deps, { releaseId, operatorId: operator.id, via: 'web' }))).toMatchObject({
      code: 'invalid_transition',
      params: { status: 'rejected' },
    });
    expect(await refusal(reopenRelease(t.deps, { releaseId, userId: stranger.id, via: 'web' }))).toMatchObject({
      code: 'permission_denied',
    });

    // Reopening checks the release as it now stands, with the submission's rules: a blanked title is refused.
    await t.prisma.release.update({ where: { id: releaseId }, data: { title: '' } });
    expect(await refusal(reopenRelease(t.deps, { releaseId, userId: owner.id, via: 'web' }))).toMatchObject({
      code: 'title_required',
      field: 'title',
    });
    expect(await statusOf(releaseId)).toBe('rejected');
    await t.prisma.release.update({ where: { id: releaseId }, data: { title: release.title } });

    // The owner reopens twice at once (a double click): one is recorded, the other refused.
    const reopenings = await Promise.allSettled([
      reopenRelease(t.deps, { releaseId, userId: owner.id, via: 'web' }),
      reopenRelease(t.deps, { releaseId, userId: owner.id, via: 'web' }),
    ]);
    expect(reopenings.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(reopenings.flatMap((r) => (r.status === 'rejected' ? [(r.reason as AppError).code] : []))).toEqual(['invalid_transition']);
    await waitForStatus(releaseId, 'in_review');
    const again = (await t.deps.releases.state(releaseId)) as ReleaseWorkflowState;
    expect(again.status).toBe('in_review');
    expect(again.rejection).toBeUndefined();
    expect((await listReleasesForReview(t.prisma)).map((item) => item.id)).toContain(releaseId);

    await releaseDateReached(t.prisma, releaseId);
    await approveRelease(t.deps, { releaseId, operatorId: operator.id, via: 'web', note: 'Fixed, thanks' });
    const handle = t.client.workflow.getHandle(releaseWorkflowId(releaseId));
    const result = await handle.result();
    expect(result.status).toBe('published');
    // Histories with the status moved by local activities (2026-11); the older files prove the earlier paths still replay.
    await recordHistory(handle, 'release-rejected-reopened-published-local-transitions');
    const scheduled = (await handle.fetchHistory()).events?.flatMap((event) => event.activityTaskScheduledEventAttributes?.activityType?.name ?? []);
    expect(scheduled).not.toContain('transitionRelease');
    expect(await statusOf(releaseId)).toBe('published');

    const reviews = await t.prisma.releaseReview.findMany({ where: { releaseId }, orderBy: { createdAt: 'asc' } });
    expect(reviews.map((r) => [r.decision, r.reasonCodes, r.note, r.via])).toEqual([
      ['rejected', ['audio_error', 'invalid_cover_art'], 'Clicks at 0:42', 'cli'],
      ['approved', [], 'Fixed, thanks', 'web'],
    ]);
    expect(await eventsOf(releaseId)).toEqual([
      ['submitted', 'draft', 'submitted', 'artist', owner.id, 'web', null],
      ['in_review', 'submitted', 'in_review', 'system', null, null, null],
      ['rejected', 'in_review', 'rejected', 'operator', operator.id, 'cli', 'audio_error, invalid_cover_art: Clicks at 0:42'],
      ['reopened', 'rejected', 'reopened', 'artist', owner.id, 'web', null],
      ['in_review', 'reopened', 'in_review', 'system', null, null, null],
      ['in_process', 'in_review', 'in_process', 'operator', operator.id, 'web', 'Fixed, thanks'],
      ['approved', 'in_process', 'approved', 'system', null, null, null],
      ['published', 'approved', 'published', 'system', null, null, null],
    ]);
    // The workflow finished: reopening is refused with the status the release has.
    expect(await refusal(reopenRelease(t.deps, { releaseId, userId: owner.id, via: 'web' }))).toMatchObject({
      code: 'invalid_transition',
      params: { status: 'published' },
    });
  });

  it('takes an approval sent while the workflow is still recording its move into review (its worker crashed)', async () => {
    const owner = await createTestUser(t.prisma);
    const operator = await createTestUser(t.prisma, 'operator');
    const release = await createDraftRelease(t.prisma, owner.id, t.media);
    // A task queue no worker polls yet: the workflow has started, none of its tasks has completed.
    const taskQueue = `crashed-worker-${release.id}`;
    const handle = await t.client.workflow.start<typeof releaseWorkflow>('releaseWorkflow', {
      workflowId: releaseWorkflowId(release.id),
      taskQueue,
      args: [{ releaseId: release.id, submittedBy: owner.id, via: 'web', stores: ['local-folder'] }],
    });
    // A worker ran both moves as local activities, then died before completing the workflow task: the database
    // says "in review", the workflow's history nothing yet.
    const move = (to: 'submitted' | 'in_review', n: number) =>
      transitionRelease(t.prisma, { releaseId: release.id, to, actor: to === 'submitted' ? 'artist' : 'system', moveId: `${handle.firstExecutionRunId}:${n}` });
    await move('submitted', 1);
    await move('in_review', 2);
    const approval = refusal(approveRelease(t.deps, { releaseId: release.id, operatorId: operator.id, via: 'web' }));

    // The next worker replays the moves (recorded already: not made again), then records the approval.
    const worker = await createWorker({ connection: await NativeConnection.connect({ address: t.address! }), namespace: t.temporalEnv!.TEMPORAL_NAMESPACE, prisma: t.prisma, stores: [], storageDir: tmpdir(), taskQueue, workflowBundle: await testWorkflowBundle() });
    const running = worker.run();
    try {
      expect(await approval).toBe('resolved');
      expect(await statusOf(release.id)).toBe('in_process');
      expect((await eventsOf(release.id)).map(([type]) => type)).toEqual(['submitted', 'in_review', 'in_process']);
    } finally {
      worker.shutdown();
      await running;
    }
  });

  it('takes down a PRO release on request, once, and restores it when the request is cancelled', async () => {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
    const release = await published(owner.id);
    const releaseId = release.id;
    const { publishedAt } = await t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } });
    const now = new Date();
    const request = { releaseId, userId: owner.id, via: 'web' as const, reason: 'no_streams', now };

    // A double click: both land on one workflow and one request row.
    const [first, second] = await Promise.all([requestTakedown(t.deps, request), requestTakedown(t.deps, request)]);
    expect(first).toEqual({
      workflowId: takedownWorkflowId(releaseId),
      runId: expect.any(String),
      takedownRequestId: expect.any(String),
      processAt: new Date(now.getTime() + DEFAULT_SETTINGS.takedownGraceHours * HOUR_MS),
      stores: ['local-folder'],
    });
    expect(second).toEqual(first);
    await waitForStatus(releaseId, 'takedown_requested');
    // A retry once the request is under way finds it too.
    expect(await requestTakedown(t.deps, request)).toEqual(first);
    expect(await t.prisma.takedownRequest.findMany({ where: { releaseId } })).toEqual([
      expect.objectContaining({ id: first.takedownRequestId, requestedById: owner.id, reason: 'no_streams', status: 'requested' }),
    ]);
    expect(await t.deps.takedowns.state(releaseId)).toEqual({
      releaseId,
      takedownRequestId: first.takedownRequestId,
      status: 'requested',
      processAt: first.processAt.toISOString(),
      deliveries: [],
    });

    const stranger = await createTestUser(t.prisma);
    expect(await refusal(cancelTakedown(t.deps, { releaseId, userId: stranger.id, via: 'web' }))).toMatchObject({
      code: 'permission_denied',
    });
    const cancelled = await cancelTakedown(t.deps, { releaseId, userId: owner.id, via: 'cli' });
    expect(cancelled).toMatchObject({ status: 'cancelled', takedownRequestId: first.takedownRequestId });
    expect(await statusOf(releaseId)).toBe('published');
    expect((await t.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).publishedAt).toEqual(publishedAt);
    const stored = await t.prisma.takedownRequest.findUniqueOrThrow({ where: { id: first.takedownRequestId } });
    expect(stored).toMatchObject({ status: 'cancelled', completedAt: null });
    expect(stored.cancelledAt).toBeInstanceOf(Date);
    const handle = t.client.workflow.getHandle(takedownWorkflowId(releaseId));
    expect(await handle.result()).toMatchObject({ status: 'cancelled' });
    await recordHistory(handle, 'takedown-cancelled');
    // No takedown feed went out.
    expect(await t.prisma.delivery.count({ where: { releaseId, kind: 'takedown' } })).toBe(0);

    expect(await refusal(cancelTakedown(t.deps, { releaseId, userId: owner.id, via: 'cli' }))).toMatchObject({
      code: 'invalid_transition',
      params: { status: 'published' },
    });
    expect((await eventsOf(releaseId)).slice(-2)).toEqual([
      ['takedown_requested', 'published', 'takedown_requested', 'artist', owner.id, 'web', 'no_streams'],
      ['takedown_cancelled', 'takedown_requested', 'published', 'artist', owner.id, 'cli', null],
    ]);

    // The release is published again: a new takedown may be requested, and it is a new workflow run.
    const next = await requestTakedown(t.deps, { ...request, reason: 'other', otherText: 'Re-recording it', now: new Date() });
    expect(next.takedownRequestId).not.toBe(first.takedownRequestId);
    expect(next.runId).not.toBe(first.runId);
    await waitForStatus(releaseId, 'takedown_requested');
    await vi.waitFor(
      async () => {
        const { typedSearchAttributes } = await t.client.workflow.getHandle(takedownWorkflowId(releaseId)).describe();
        expect(typedSearchAttributes.get(RELEASE_STATUS_ATTRIBUTE)).toBe('takedown_requested');
      },
      { timeout: 10_000, interval: 200 },
    );
    await cancelTakedown(t.deps, { releaseId, userId: owner.id, via: 'web' });
  });

  it('refuses a free user before the 90th day with the date it becomes possible, and other invalid requests', async () => {
    const owner = await createTestUser(t.prisma);
    await t.prisma.user.update({ where: { id: owner.id }, data: { timeZone: 'America/New_York' } });
    const release = await published(owner.id);
    const releaseId = release.id;
    await t.prisma.release.update({ where: { id: releaseId }, data: { releaseDate: new Date('2026-03-01T00:00:00Z') } });
    const request = { releaseId, userId: owner.id, via: 'web' as const, reason: 'mistake' };

    // 2026-05-30 03:00 UTC is day 90 in UTC, but still 29 May, day 89, where the owner lives.
    expect(await refusal(requestTakedown(t.deps, { ...request, now: new Date('2026-05-30T03:00:00Z') }))).toEqual({
      code: 'takedown_too_early',
      field: 'releaseId',
      params: { date: '2026-05-30' },
    });
    expect(await refusal(requestTakedown(t.deps, { ...request, reason: 'other', now: new Date('2026-06-01') }))).toMatchObject({
      code: 'required',
      field: 'otherText',
    });
    expect(await refusal(requestTakedown(t.deps, { ...request, reason: 'boredom', now: new Date('2026-06-01') }))).toMatchObject({
      code: 'invalid_choice',
      field: 'reason',
    });
    const stranger = await createTestUser(t.prisma);
    expect(await refusal(requestTakedown(t.deps, { ...request, userId: stranger.id }))).toMatchObject({ code: 'permission_denied' });
    const draft = await createDraftRelease(t.prisma, owner.id, t.media);
    expect(await refusal(requestTakedown(t.deps, { ...request, releaseId: draft.id }))).toMatchObject({
      code: 'invalid_transition',
      params: { status: 'draft' },
    });
    expect(await refusal(requestTakedown(t.deps, { ...request, releaseId: 'no-such-release' }))).toMatchObject({ code: 'not_found' });
    // Nothing was recorded or started.
    expect(await t.prisma.takedownRequest.count({ where: { releaseId: { in: [releaseId, draft.id] } } })).toBe(0);
    expect(await t.deps.takedowns.state(releaseId)).toBeNull();
    expect(await statusOf(releaseId)).toBe('published');

    // On day 90 where the owner lives, it is accepted.
    const now = new Date();
    const ninetyDaysAgo = addDays(localDate(now, 'America/New_York'), -90);
    await t.prisma.release.update({ where: { id: releaseId }, data: { releaseDate: new Date(`${ninetyDaysAgo}T00:00:00Z`) } });
    const accepted = await requestTakedown(t.deps, { ...request, now });
    expect(accepted.processAt).toEqual(new Date(now.getTime() + DEFAULT_SETTINGS.takedownGraceHours * HOUR_MS));
    await waitForStatus(releaseId, 'takedown_requested');
    await cancelTakedown(t.deps, { releaseId, userId: owner.id, via: 'web' });
    expect(await statusOf(releaseId)).toBe('published');
  });
});
