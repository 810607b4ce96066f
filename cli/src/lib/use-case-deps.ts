import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { availableStores, type ServiceDeps, type WorkflowPorts } from '@slipcase/services';
import { workflowPorts, type TemporalSource } from '@slipcase/workflows/client';

/** What the CLI's local mode gives the workflow-starting use cases: this database, this machine's settings and stores, Temporal through `source`. */
export async function localUseCaseDeps(
  prisma: PrismaClient,
  source: TemporalSource,
): Promise<Pick<ServiceDeps, 'prisma' | 'now' | 'settings' | 'stores'> & WorkflowPorts> {
  return { prisma, now: new Date(), settings: config().settings, stores: await availableStores(), ...workflowPorts(source) };
}
