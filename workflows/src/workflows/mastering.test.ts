import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, MASTERING_CEILING_DBTP, MASTERING_TARGET_LUFS } from '@slipcase/domain';
import { writeMusic } from '@slipcase/plugin-contract/testing';
import { LocalFileStorage, recordMasteringPayment, requestMastering, type MasteringDeps } from '@slipcase/services';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivities } from '../activities';
import { masteringWorkflows } from '../client/mastering';
import { MASTERING_TASK_QUEUE, masteringWorkflowId, TASK_QUEUE } from '../contracts';
import { createTimeSkippingEnv } from '../testing/time-skipping';
import { WORKFLOWS_PATH } from '../worker';

// The real workflow on Temporal's time-skipping test server, the DSP activity on its own task queue with real
// ffmpeg, a real database and real files; only the billing provider's refund is a fake.
describe('mastering workflow', () => {
  let env: TestWorkflowEnvironment | undefined;
  let db: TestDatabase;
  let workers: Worker[] = [];
  let running: Promise<unknown> | undefined;
  let storageDir: string;
  let deps: MasteringDeps;
  const refunded: string[] = [];

  beforeAll(async () => {
    // The failure case fails its activity on purpose; the SDK would log a warning for each attempt.
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    storageDir = await mkdtemp(join(tmpdir(), 'slipcase-mastering-wf-'));
    [env, db] = await Promise.all([createTimeSkippingEnv(), createTestDatabase()]);
    const activities = createActivities({
      prisma: db.prisma,
      stores: [],
      settings: DEFAULT_SETTINGS,
      storageDir,
      rails: {},
      masteringRefunds: { refundPayment: async (paymentId) => void refunded.push(paymentId) },
    });
    const { masterTrack, ...rest } = activities;
    workers = await Promise.all([
      Worker.create({ connection: env.nativeConnection, taskQueue: TASK_QUEUE, workflowsPath: WORKFLOWS_PATH, activities: rest }),
      Worker.create({ connection: env.nativeConnection, taskQueue: MASTERING_TASK_QUEUE, activities: { masterTrack } }),
    ]);
    running = Promise.all(workers.map((worker) => worker.run()));
    deps = {
      prisma: db.prisma,
      storage: new LocalFileStorage(storageDir),
      mastering: masteringWorkflows({ client: env.client }),
      get now() {
        return new Date();
      },
    };
  }, 120_000);

  afterAll(async () => {
    workers.forEach((worker) => worker.shutdown());
    await running;
    await env?.teardown();
    await db?.drop();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('masters a paid track on the mastering queue, stores both files and the measurements; a new preset within 7 days is free', async () => {
    const artist = await createTestUser(db.prisma);
    const source = await writeMusic(join(storageDir, 'upload.wav'), { seconds: 15, sampleRate: 44_100 });

    const requested = await requestMastering(deps, { userId: artist.id, source, fileName: 'My Song.wav', preset: 'loud', loop: { startSeconds: 2, endSeconds: 12 } });
    expect(requested).toMatchObject({ charge: 'pay', amountCents: 1500, workflowId: null });
    expect(await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: requested.jobId } })).toMatchObject({ status: 'awaiting_payment', projectName: 'My Song' });

    const started = await recordMasteringPayment(deps, { jobId: requested.jobId, checkoutId: 'cs_test_1', paymentId: 'pi_test_1' });
    expect(started?.workflowId).toBe(masteringWorkflowId(requested.jobId));
    // The provider's retried event starts nothing more.
    expect(await recordMasteringPayment(deps, { jobId: requested.jobId, checkoutId: 'cs_test_1', paymentId: 'pi_test_1' })).toBeNull();
    expect(await deps.mastering.result(requested.jobId)).toEqual({ jobId: requested.jobId, status: 'succeeded' });

    const job = await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: requested.jobId } });
    expect(job.status).toBe('succeeded');
    expect(Math.abs(job.outputLufs! - MASTERING_TARGET_LUFS.loud)).toBeLessThanOrEqual(1);
    expect(job.outputTruePeak!).toBeLessThanOrEqual(MASTERING_CEILING_DBTP);
    expect(job.inputLufs!).toBeLessThan(-20);
    await access(deps.storage.path(job.wavKey!));
    await access(deps.storage.path(job.mp3Key!));

    // The DSP ran as an activity of the mastering queue, and said it was alive.
    const history = await env!.client.workflow.getHandle(masteringWorkflowId(job.id)).fetchHistory();
    const scheduled = history.events!.find((event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'masterTrack');
    expect(scheduled?.activityTaskScheduledEventAttributes?.taskQueue?.name).toBe(MASTERING_TASK_QUEUE);
    expect(scheduled?.activityTaskScheduledEventAttributes?.heartbeatTimeout?.seconds?.toString()).toBe('60');

    const revision = await requestMastering(deps, { userId: artist.id, source, fileName: 'My Song.wav', preset: 'dynamic' });
    expect(revision).toMatchObject({ charge: 'revision', amountCents: 0 });
    expect(await deps.mastering.result(revision.jobId)).toMatchObject({ status: 'succeeded' });
    const revised = await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: revision.jobId } });
    expect(revised.revisionOfId).toBe(job.id);
    expect(Math.abs(revised.outputLufs! - MASTERING_TARGET_LUFS.dynamic)).toBeLessThanOrEqual(1);
  }, 240_000);

  it('fails a job whose file cannot be mastered after its retries, and gives the payment back', async () => {
    const artist = await createTestUser(db.prisma);
    const source = await writeMusic(join(storageDir, 'lost.wav'), { seconds: 5 });
    const requested = await requestMastering(deps, { userId: artist.id, source, fileName: 'lost.wav', preset: 'balanced' });
    const job = await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: requested.jobId } });
    await deps.storage.remove(job.sourceKey); // the stored source is gone: every attempt fails

    await recordMasteringPayment(deps, { jobId: job.id, checkoutId: 'cs_test_2', paymentId: 'pi_test_2' });
    expect(await deps.mastering.result(job.id)).toEqual({ jobId: job.id, status: 'failed', failure: 'upload_failed' });
    expect(await db.prisma.masteringJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ status: 'failed', failure: 'upload_failed', refundedAt: expect.any(Date) });
    expect(refunded).toEqual(['pi_test_2']);
  }, 240_000);
});
