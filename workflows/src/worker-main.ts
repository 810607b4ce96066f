/** The worker process `npm start` runs. Stops gracefully on SIGINT / SIGTERM (the SDK's runtime listens for them). */
import { join } from 'node:path';
import { NativeConnection } from '@temporalio/worker';
import { createPrismaClient, dataDir, resolveDatabaseUrl } from '@slipcase/db';
import { defaultLocalFolderStore } from '@slipcase/store-local-folder';
import { resolveTemporalAddress, resolveTemporalNamespace } from './temporal-config';
import { TASK_QUEUE } from './contracts';
import { createWorker } from './worker';

const address = resolveTemporalAddress();
const connection = await NativeConnection.connect({ address });
const prisma = createPrismaClient(resolveDatabaseUrl());
try {
  const worker = await createWorker({
    connection,
    prisma,
    stores: [defaultLocalFolderStore()],
    storageDir: process.env.SLIPCASE_STORAGE_DIR || join(dataDir(), 'uploads'),
    namespace: resolveTemporalNamespace(),
  });
  console.log(`Slipcase worker: task queue ${TASK_QUEUE} on ${address}`);
  await worker.run();
} finally {
  await connection.close();
  await prisma.$disconnect();
}
