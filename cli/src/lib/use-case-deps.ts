import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { availableStores, LocalFileStorage, type ServiceDeps, type WorkflowPorts } from '@slipcase/services';
import { workflowPorts, type TemporalSource } from '@slipcase/workflows/client';

/** What the CLI's local mode gives a use case: this database, this machine's settings, storage and stores. */
export async function localServiceDeps(prisma: PrismaClient): Promise<ServiceDeps> {
  const { settings, dirs, env } = config();
  return { prisma, now: new Date(), settings, storage: new LocalFileStorage(dirs.storage), stores: await availableStores(env) };
}

/** The same for the workflow-starting use cases, with Temporal through `source`. */
export async function localUseCaseDeps(prisma: PrismaClient, source: TemporalSource): Promise<ServiceDeps & WorkflowPorts> {
  return { ...(await localServiceDeps(prisma)), ...workflowPorts(source) };
}
