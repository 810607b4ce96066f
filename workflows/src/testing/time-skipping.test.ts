import { fileURLToPath } from 'node:url';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_STATUS_ATTRIBUTE } from '../contracts';
import { quietTemporalLogs } from './temporal';
import { createTimeSkippingEnv } from './time-skipping';
import { SLEEP_DAYS, releaseStatusTagWorkflow, sleepyWorkflow } from './time-skipping-workflows';

const DAY_MS = 24 * 60 * 60 * 1000;
const TASK_QUEUE = 'time-skipping-test';

describe('createTimeSkippingEnv', () => {
  let env: TestWorkflowEnvironment | undefined;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;

  beforeAll(async () => {
    quietTemporalLogs();
    env = await createTimeSkippingEnv();
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: TASK_QUEUE,
      workflowsPath: fileURLToPath(new URL('./time-skipping-workflows.ts', import.meta.url)),
    });
    running = worker.run();
  });

  afterAll(async () => {
    worker?.shutdown();
    await running;
    await env?.teardown();
  });

  it('runs a 90-day timer in seconds of wall time', async () => {
    const startedAt = await env!.currentTimeMs();
    const wallStart = performance.now();
    const wokeAt = await env!.client.workflow.execute(sleepyWorkflow, { taskQueue: TASK_QUEUE, workflowId: 'sleepy' });
    const wallMs = performance.now() - wallStart;

    expect(wokeAt - startedAt).toBeGreaterThanOrEqual(SLEEP_DAYS * DAY_MS);
    expect(wokeAt - startedAt).toBeLessThan((SLEEP_DAYS + 1) * DAY_MS);
    expect(wallMs).toBeLessThan(15_000);
  });

  it('accepts the release status search attribute the release workflow upserts', async () => {
    const handle = await env!.client.workflow.start(releaseStatusTagWorkflow, {
      taskQueue: TASK_QUEUE,
      workflowId: 'release-status-tag',
      args: ['in_review'],
    });
    await handle.result();
    const { typedSearchAttributes } = await handle.describe();
    expect(typedSearchAttributes.get(RELEASE_STATUS_ATTRIBUTE)).toBe('in_review');
  }, 20_000); // an unregistered attribute fails every workflow task: the result never comes
});
