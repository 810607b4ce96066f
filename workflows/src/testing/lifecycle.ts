import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, type Settings } from '@slipcase/domain';
import type { StorePlugin } from '@slipcase/plugin-contract';
import { createLocalFolderStore } from '@slipcase/store-local-folder';
import { createWorker, type SlipcaseWorker } from '../worker';
import { writeTestMedia, type TestMedia } from '@slipcase/services/testing/media';
import { startTestTemporal, type TestTemporal } from './temporal';
import { createTimeSkippingEnv } from './time-skipping';
import { workflowTestDeps, type WorkflowTestDeps } from './deps';
import { testWorkflowBundle } from './workflow-bundle';

export interface LifecycleTest {
  prisma: PrismaClient;
  /** The test database's URL, for a process (or the CLI's DATABASE_URL) to reach the same database. */
  databaseUrl: string;
  /** host:port of the dev server (for TEMPORAL_ADDRESS); absent with time skipping, reached through `client`. */
  address?: string;
  /** TEMPORAL_ADDRESS and TEMPORAL_NAMESPACE of the dev server, for code and processes that read the configuration. */
  temporalEnv?: TestTemporal['env'];
  client: Client;
  /** What the workflow-starting use cases take: ports on this Temporal client, this database, these settings. */
  deps: WorkflowTestDeps;
  media: TestMedia;
  /** The upload storage's folder, which the worker's activities read. */
  storageDir: string;
  /** The local-folder store's landing folder. */
  deliveryDir: string;
  /** The time-skipping environment, when asked for one. */
  env?: TestWorkflowEnvironment;
  stop(): Promise<void>;
}

interface LifecycleTemporal {
  address?: string;
  configEnv?: TestTemporal['env'];
  namespace: string;
  connection: NativeConnection;
  client: Client;
  env?: TestWorkflowEnvironment;
  stop(): Promise<void>;
}

async function startTemporal(timeSkipping: boolean): Promise<LifecycleTemporal> {
  if (timeSkipping) {
    const env = await createTimeSkippingEnv();
    return { namespace: env.namespace ?? 'default', connection: env.nativeConnection, client: env.client, env, stop: () => env.teardown() };
  }
  const server = await startTestTemporal();
  const connection = await NativeConnection.connect({ address: server.address });
  const client = new Client({ connection: await Connection.connect({ address: server.address }), namespace: server.namespace });
  return {
    address: server.address,
    configEnv: server.env,
    namespace: server.namespace,
    connection,
    client,
    async stop() {
      await connection.close();
      await client.connection.close();
      await server.stop();
    },
  };
}

/**
 * Everything the release lifecycle runs on, real: a Temporal server (the dev server, or with `timeSkipping` the
 * time-skipping test server), a fresh PostgreSQL database, the worker with the real activities and the
 * local-folder store, and a real WAV and JPEG in the upload storage.
 */
export interface LifecycleTestOptions {
  timeSkipping?: boolean;
  /** The stores the worker delivers to; the local-folder store into `deliveryDir` when absent. */
  stores?: (deliveryDir: string) => StorePlugin[];
  settings?: Partial<Settings>;
}

export async function startLifecycleTest(options: LifecycleTestOptions = {}): Promise<LifecycleTest> {
  // Errors only: activities refused on purpose and the overdue-review alert would log a warning each.
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const tmp = await mkdtemp(join(tmpdir(), 'slipcase-lifecycle-'));
  const storageDir = join(tmp, 'uploads');
  const deliveryDir = join(tmp, 'deliveries');
  const [temporal, db, media] = await Promise.all([
    startTemporal(options.timeSkipping ?? false),
    createTestDatabase(),
    writeTestMedia(storageDir),
  ]);
  const { connection, client, env, namespace } = temporal;
  let worker: SlipcaseWorker;
  try {
    worker = await createWorker({
      connection,
      namespace,
      workflowBundle: await testWorkflowBundle(),
      prisma: db.prisma,
      stores: options.stores?.(deliveryDir) ?? [createLocalFolderStore({ dir: deliveryDir })],
      storageDir,
      settings: { ...DEFAULT_SETTINGS, ...options.settings },
    });
  } catch (error) {
    await Promise.allSettled([db.drop(), temporal.stop(), rm(tmp, { recursive: true, force: true })]);
    throw error;
  }
  const running = worker.run();
  const deps = await workflowTestDeps({ client, prisma: db.prisma, settings: { ...DEFAULT_SETTINGS, ...options.settings } });
  return {
    prisma: db.prisma,
    databaseUrl: db.url,
    address: temporal.address,
    temporalEnv: temporal.configEnv,
    client,
    deps,
    media,
    storageDir,
    deliveryDir,
    env,
    async stop() {
      worker.shutdown();
      await running;
      await temporal.stop();
      await db.drop();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
