/**
 * A worker in a process of its own, for the fault test to SIGKILL: real activities and real DDEX stores writing
 * into folders. Configured by SLIPCASE_FAULT_WORKER (JSON, see FaultWorkerConfig).
 */
import { readFile } from 'node:fs/promises';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import { createPrismaClient } from '@slipcase/db';
import { DEFAULT_SETTINGS, type Settings } from '@slipcase/domain';
import { createDdexStore, LocalFolderTransport } from '@slipcase/plugin-contract';
import { localFolderProfile } from '@slipcase/store-local-folder';
import { createWorker } from '../worker';

export interface FaultWorkerConfig {
  databaseUrl: string;
  address: string;
  namespace: string;
  storageDir: string;
  /** Store id → the folder it delivers into. */
  stores: Record<string, string>;
  bundlePath: string;
  settings: Partial<Settings>;
}

Runtime.install({ logger: new DefaultLogger('ERROR') });
const config = JSON.parse(process.env.SLIPCASE_FAULT_WORKER ?? '') as FaultWorkerConfig;
const connection = await NativeConnection.connect({ address: config.address });
const prisma = createPrismaClient(config.databaseUrl);
const worker = await createWorker({
  connection,
  namespace: config.namespace,
  prisma,
  stores: Object.entries(config.stores).map(([id, dir]) =>
    createDdexStore({ ...localFolderProfile, id, name: id, maxConcurrentDeliveries: 2 }, new LocalFolderTransport(dir)),
  ),
  storageDir: config.storageDir,
  settings: { ...DEFAULT_SETTINGS, ...config.settings },
  workflowBundle: { code: await readFile(config.bundlePath, 'utf8') },
  maxCachedWorkflows: 0,
});
process.stdout.write('ready\n');
await worker.run();
