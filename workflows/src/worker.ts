import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { PrismaClient } from '@slipcase/db';
import { readSettings, type Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { createActivities } from './activities';
import { TASK_QUEUE } from './contracts';
import type { PayoutRails } from './payments';

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
}

export function createWorker(options: WorkerOptions): Promise<Worker> {
  const activities = createActivities({
    prisma: options.prisma,
    stores: options.stores,
    settings: options.settings ?? readSettings(process.env),
    storageDir: options.storageDir,
    rails: options.rails,
  });
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace ?? 'default',
    taskQueue: options.taskQueue ?? TASK_QUEUE,
    workflowsPath: WORKFLOWS_PATH,
    activities,
  });
}
