/** The worker process `npm start` runs. Stops gracefully on SIGINT / SIGTERM (the SDK's runtime listens for them). */
import { DefaultLogger, NativeConnection, Runtime, type LogLevel } from '@temporalio/worker';
import { createPrismaClient, resolveDatabaseUrl } from '@slipcase/db';
import { defaultLocalFolderStore } from '@slipcase/store-local-folder';
import { resolveTemporalAddress, resolveTemporalNamespace } from './temporal-config';
import { TASK_QUEUE } from './contracts';
import { createWorker } from './worker';
import { defaultStorageDir } from './services/storage';
import { railsFromEnv } from './payments';

// The SDK logs every bundle and state change at INFO; SLIPCASE_LOG_LEVEL=INFO brings that back.
Runtime.install({ logger: new DefaultLogger((process.env.SLIPCASE_LOG_LEVEL as LogLevel | undefined) ?? 'WARN') });

const address = resolveTemporalAddress();
const connection = await NativeConnection.connect({ address });
const prisma = createPrismaClient(resolveDatabaseUrl());
try {
  const worker = await createWorker({
    connection,
    prisma,
    stores: [defaultLocalFolderStore()],
    storageDir: defaultStorageDir(),
    rails: railsFromEnv(process.env),
    namespace: resolveTemporalNamespace(),
  });
  console.log(`Slipcase worker: task queue ${TASK_QUEUE} on ${address}`);
  await worker.run();
} finally {
  await connection.close();
  await prisma.$disconnect();
}
