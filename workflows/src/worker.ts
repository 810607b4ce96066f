import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { PrismaClient } from '@slipcase/db';
import { config } from '@slipcase/config';
import type { Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { createActivities } from './activities';
import { MASTERING_TASK_QUEUE, TASK_QUEUE, deliveryTaskQueue } from './contracts';
import type { PayoutRails } from '@slipcase/services/payouts/rails/index';

/** The workflow code the worker bundles (webpack + swc, sandboxed). */
export const WORKFLOWS_PATH = fileURLToPath(new URL('./workflows/index.ts', import.meta.url));

export interface WorkerOptions {
  connection: NativeConnection;
  prisma: PrismaClient;
  stores: readonly StorePlugin[];
  /** Root of uploaded media (SLIPCASE_STORAGE_DIR). */
  storageDir: string;
  settings?: Settings;
  /** Payout rails by method; built from the environment when absent. */
  rails?: PayoutRails;
  namespace?: string;
  taskQueue?: string;
  /** Workflow code bundled beforehand (bundleWorkflowCode), to start faster than bundling WORKFLOWS_PATH again. */
  workflowBundle?: { code: string };
  /** Workflows kept in memory between tasks; 0 turns sticky execution off (tests that kill workers). */
  maxCachedWorkflows?: number;
}

/** The main worker (workflows and every activity) and one delivery worker per store, run and stopped together. */
export interface SlipcaseWorker {
  run(): Promise<void>;
  shutdown(): void;
}

export async function createWorker(options: WorkerOptions): Promise<SlipcaseWorker> {
  const activities = createActivities({
    prisma: options.prisma,
    stores: options.stores,
    settings: options.settings ?? config().settings,
    storageDir: options.storageDir,
    rails: options.rails,
  });
  const namespace = options.namespace ?? 'default';
  const { deliverRelease, checkAcknowledgement, masterTrack } = activities;
  const workers = await Promise.all([
    Worker.create({
      connection: options.connection,
      namespace,
      taskQueue: options.taskQueue ?? TASK_QUEUE,
      ...(options.workflowBundle ? { workflowBundle: options.workflowBundle } : { workflowsPath: WORKFLOWS_PATH }),
      ...(options.maxCachedWorkflows !== undefined && { maxCachedWorkflows: options.maxCachedWorkflows }),
      activities,
    }),
    // A store's limit holds per worker process: N worker processes may run N times as many deliveries to it.
    ...options.stores.map((store) =>
      Worker.create({
        connection: options.connection,
        namespace,
        taskQueue: deliveryTaskQueue(store.id),
        activities: { deliverRelease, checkAcknowledgement },
        maxConcurrentActivityTaskExecutions: store.maxConcurrentDeliveries,
      }),
    ),
    // Mastering is CPU-bound: one job at a time per worker process; more processes master more at once.
    Worker.create({
      connection: options.connection,
      namespace,
      taskQueue: MASTERING_TASK_QUEUE,
      activities: { masterTrack },
      maxConcurrentActivityTaskExecutions: 1,
    }),
  ]);
  return {
    async run() {
      // When one stops (shutdown or a fatal error), stop the rest, so the process ends whole.
      const runs = workers.map((worker) => worker.run().finally(() => workers.forEach(stopIfRunning)));
      await Promise.all(runs);
    },
    shutdown() {
      workers.forEach(stopIfRunning);
    },
  };
}

function stopIfRunning(worker: Worker): void {
  if (worker.getState() === 'RUNNING') worker.shutdown();
}
