import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createTestDatabase } from '@slipcase/db/testing';
import { AppError } from '@slipcase/domain';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approveRelease, submitRelease } from '@slipcase/services';
import { workflowTestDeps, type WorkflowTestDeps } from './testing/deps';
import { RELEASE_STATUS_ATTRIBUTE, deliveryWorkflowId, releaseWorkflowId } from './contracts';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { createDraftRelease, createTestUser, releaseDateReached } from '@slipcase/services/testing/release-fixture';
import { quietTemporalLogs, startTestTemporal } from './testing/temporal';
import { runTestWorker, type RunningTestWorker } from './testing/worker';

// One real Temporal dev server, one fresh PostgreSQL database, the real local-folder store: the walking skeleton.
describe('release workflow driven through the client', () => {
  let temporal: Awaited<ReturnType<typeof startTestTemporal>> | undefined;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let worker: RunningTestWorker | undefined;
  let client: Client;
  let tmp: string;
  let media: TestMedia;
  let deps: WorkflowTestDeps;

  beforeAll(async () => {
    quietTemporalLogs();
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-workflow-'));
    const [server, database, files] = await Promise.all([
      startTestTemporal(),
      createTestDatabase(),
      writeTestMedia(join(tmp, 'uploads')),
    ]);
    [temporal, db, media] = [server, database, files];
    const { address, namespace } = server;
    worker = await runTestWorker(server, {
      prisma: db.prisma,
      stores: [createLocalFolderStore({ dir: join(tmp, 'deliveries') })],
      storageDir: join(tmp, 'uploads'),
    });
    client = new Client({ connection: await Connection.connect({ address }), namespace });
    deps = await workflowTestDeps({ client, prisma: db.prisma });
  });

  afterAll(async () => {
    await worker?.stop();
    await client?.connection.close();
    await db?.drop();
    await temporal?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const statusOf = async (releaseId: string) =>
    (await db.prisma.release.findUniqueOrThrow({ where: { id: releaseId } })).status;
  const appErrorCode = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  it('refuses to submit a release of someone else or an incomplete one, and starts nothing', async () => {
    const owner = await createTestUser(db.prisma);
    const stranger = await createTestUser(db.prisma);
    const complete = await createDraftRelease(db.prisma, owner.id, media);
    const withoutArtwork = await createDraftRelease(db.prisma, owner.id);

    expect(await appErrorCode(submitRelease(deps, { releaseId: complete.id, userId: stranger.id }))).toBe(
      'permission_denied',
    );
    const incomplete = await submitRelease(deps, { releaseId: withoutArtwork.id, userId: owner.id }).catch((e) => e);
    expect(incomplete).toMatchObject({ code: 'artwork_required', field: 'artwork', errors: [{ code: 'artwork_required', field: 'artwork' }] });

    expect(await deps.releases.state(complete.id)).toBeNull();
    expect(await deps.releases.state(withoutArtwork.id)).toBeNull();
    expect(await statusOf(complete.id)).toBe('draft');
  });

  it('takes a release from submission through approval and delivery to published', async () => {
    const owner = await createTestUser(db.prisma);
    const operator = await createTestUser(db.prisma, 'operator');
    const release = await createDraftRelease(db.prisma, owner.id, media);
    const workflowId = releaseWorkflowId(release.id);

    // A double click: two submissions at once, and a retry afterwards, all land on one workflow run.
    const [first, second] = await Promise.all([
      submitRelease(deps, { releaseId: release.id, userId: owner.id }),
      submitRelease(deps, { releaseId: release.id, userId: owner.id }),
    ]);
    expect(first).toEqual({ workflowId, runId: expect.any(String), stores: ['local-folder'], droppedStores: [], coverTooSmallFor: [] });
    expect(second.runId).toBe(first.runId);
    await vi.waitFor(
      async () =>
        expect(await deps.releases.state(release.id)).toEqual({
          releaseId: release.id,
          status: 'in_review',
          deliveries: [{ store: 'local-folder', status: 'pending' }],
        }),
      { timeout: 15_000, interval: 100 },
    );
    expect(await statusOf(release.id)).toBe('in_review');
    expect((await submitRelease(deps, { releaseId: release.id, userId: owner.id })).runId).toBe(first.runId);

    // Only an operator may approve.
    expect(await appErrorCode(approveRelease(deps, { releaseId: release.id, operatorId: owner.id, via: 'web' }))).toBe(
      'permission_denied',
    );
    expect(await statusOf(release.id)).toBe('in_review');

    // Its date has come: it goes live as soon as the store took it.
    await releaseDateReached(db.prisma, release.id);
    // Two operators approve at once: the workflow accepts exactly one decision.
    const secondOperator = await createTestUser(db.prisma, 'operator');
    const decisions = await Promise.allSettled([
      approveRelease(deps, { releaseId: release.id, operatorId: operator.id, via: 'cli' }),
      approveRelease(deps, { releaseId: release.id, operatorId: secondOperator.id, via: 'web' }),
    ]);
    const accepted = decisions.filter((d) => d.status === 'fulfilled');
    const refused = decisions.filter((d) => d.status === 'rejected');
    expect(accepted).toHaveLength(1);
    expect(refused.map((d) => (d.reason as AppError).code)).toEqual(['invalid_transition']);
    const approved = accepted[0]!.value;
    const approver = decisions[0]?.status === 'fulfilled' ? operator : secondOperator;
    expect(approved.status).toBe('in_process');

    const result = await client.workflow.getHandle(workflowId).result();
    expect(result.status).toBe('published');
    const stored = await db.prisma.release.findUniqueOrThrow({ where: { id: release.id } });
    expect(stored.status).toBe('published');
    expect(stored.publishedAt).toBeInstanceOf(Date);

    // The feed landed in the local folder: one batch with the release's ERN and the batch-complete marker.
    const deliveries = await db.prisma.delivery.findMany({ where: { releaseId: release.id } });
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(delivery).toMatchObject({ store: 'local-folder', status: 'delivered', error: null });
    expect(delivery.batchId && delivery.messageId && delivery.completedAt).toBeTruthy();
    const location = delivery.location!;
    expect(location.startsWith(join(tmp, 'deliveries'))).toBe(true);
    expect((await readdir(location)).some((name) => /^BatchComplete_.*\.xml$/.test(name))).toBe(true);
    const ern = await readFile(join(location, stored.upc, `${stored.upc}.xml`), 'utf8');
    expect(ern).toContain(stored.upc);
    expect(ern).toContain(release.tracks[0]!.isrc);
    expect(result.deliveries).toEqual([{ store: 'local-folder', status: 'delivered', location }]);

    const events = await db.prisma.activityEvent.findMany({
      where: { releaseId: release.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => [e.type, e.fromStatus, e.toStatus, e.actorRole, e.actorId])).toEqual([
      ['submitted', 'draft', 'submitted', 'artist', owner.id],
      ['in_review', 'submitted', 'in_review', 'system', null],
      ['in_process', 'in_review', 'in_process', 'operator', approver.id],
      ['approved', 'in_process', 'approved', 'system', null],
      ['published', 'approved', 'published', 'system', null],
    ]);
    expect(events[2]?.via).toBe(approver === operator ? 'cli' : 'web');
    expect(events[0]?.via).toBe('web');
    expect(events.every((e) => e.ownerId === owner.id)).toBe(true);
    expect(await appErrorCode(submitRelease(deps, { releaseId: release.id, userId: owner.id }))).toBe(
      'invalid_transition',
    );

    // Approving a release whose workflow has finished, or that was never submitted, is refused; an unknown one is not found.
    const unsubmitted = await createDraftRelease(db.prisma, owner.id, media);
    for (const [releaseId, code] of [
      [release.id, 'invalid_transition'],
      [unsubmitted.id, 'invalid_transition'],
      ['no-such-release', 'not_found'],
    ] as const) {
      expect(await appErrorCode(approveRelease(deps, { releaseId, operatorId: operator.id, via: 'web' }))).toBe(code);
    }

    // The workflow is found through its search attributes (visibility may lag a moment), its delivery child too.
    const search = async (query: string) => {
      const found = [];
      for await (const execution of client.workflow.list({ query })) found.push(execution);
      return found;
    };
    await vi.waitFor(
      async () => {
        const found = await search(`SlipcaseReleaseId='${release.id}' AND WorkflowType='releaseWorkflow'`);
        expect(found.map((execution) => [execution.workflowId, execution.runId])).toEqual([[workflowId, first.runId]]);
        expect(found[0]?.typedSearchAttributes.get(RELEASE_STATUS_ATTRIBUTE)).toBe('published');
        const byUpc = await search(`SlipcaseUpc='${stored.upc}' AND SlipcaseOwner='${owner.id}' AND SlipcaseArtist='The Test Tones'`);
        expect(byUpc.map((execution) => execution.workflowId).sort()).toEqual([workflowId, deliveryWorkflowId(workflowId, 'local-folder')]);
        const ofStore = await search(`SlipcaseStore='local-folder' AND WorkflowType='deliveryWorkflow' AND SlipcaseReleaseId='${release.id}'`);
        expect(ofStore.map((execution) => execution.workflowId)).toEqual([deliveryWorkflowId(workflowId, 'local-folder')]);
      },
      { timeout: 10_000, interval: 250 },
    );
    // The Temporal UI reads the run as the release: its title and artist.
    expect(await (await client.workflow.getHandle(workflowId).describe()).staticSummary()).toBe('Sine Wave Sessions — The Test Tones');
  });
});
