/** The worker process `npm start` runs. Stops gracefully on SIGINT / SIGTERM (the SDK's runtime listens for them). */
import { NativeConnection, Runtime } from '@temporalio/worker';
import { initConfigOrExit } from '@slipcase/config';
import { createPrismaClient, resolveDatabaseUrl } from '@slipcase/db';
import { repoRoot } from '@slipcase/db/runtime';
import { loadStorePlugins } from '@slipcase/plugin-contract';
import { resolveTemporalAddress, resolveTemporalNamespace } from './temporal-config';
import { TASK_QUEUE } from './contracts';
import { createWorker } from './worker';
import { closeTemporalClient, ensureTrendSchedules } from './client';
import { WorkerLogger } from './worker-logger';
import { railsFromEnv } from '@slipcase/services/payouts/rails/index';

// A bad variable stops the start here, named, before anything connects.
const config = initConfigOrExit('slipcase-worker');
// The SDK logs every bundle and state change at INFO; SLIPCASE_LOG_LEVEL=INFO brings that back.
Runtime.install({ logger: new WorkerLogger(config.logLevel) });

const address = resolveTemporalAddress();
const connection = await NativeConnection.connect({ address });
const prisma = createPrismaClient(resolveDatabaseUrl());
try {
  // Connected before the first task, which would otherwise wait for it; a database out of reach stops the start.
  await prisma.$queryRaw`SELECT 1`;
  // A store whose configuration is wrong stops the start here, with the variable to fix.
  const stores = await loadStorePlugins({ rootDir: repoRoot() });
  const worker = await createWorker({
    connection,
    prisma,
    stores,
    storageDir: config.dirs.storage,
    rails: railsFromEnv(config.env),
    namespace: resolveTemporalNamespace(),
  });
  // Each store that sends daily trend files gets its schedule once; one an operator paused stays paused.
  await ensureTrendSchedules({}, stores.filter((store) => store.readTrendFile).map((store) => store.id));
  await closeTemporalClient();
  console.log(`Slipcase worker: task queue ${TASK_QUEUE} on ${address}; stores: ${stores.map((store) => store.id).join(', ')}`);
  await worker.run();
} finally {
  await connection.close();
  await prisma.$disconnect();
}
