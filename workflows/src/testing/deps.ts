import type { Client } from '@temporalio/client';
import type { PrismaClient } from '@slipcase/db';
import { DEFAULT_SETTINGS, type PlatformTier, type Settings } from '@slipcase/domain';
import { availableStores, type ServiceDeps, type WorkflowPorts } from '@slipcase/services';
import { workflowPorts } from '../client/index';

/** What the workflow-starting use cases take in a test: a database, the workflow ports, settings, stores and a clock. */
export type WorkflowTestDeps = Pick<ServiceDeps, 'prisma' | 'now' | 'settings' | 'stores'> & WorkflowPorts;

/**
 * The use cases' deps on this test's Temporal and database. `now` is the real clock at each call unless fixed;
 * the stores are the enabled store plugins unless given.
 */
export async function workflowTestDeps(base: {
  prisma: PrismaClient;
  client?: Client;
  connect?: () => Promise<Client>;
  now?: Date;
  settings?: Settings;
  stores?: readonly PlatformTier[];
}): Promise<WorkflowTestDeps> {
  const stores = base.stores ?? (await availableStores(process.env));
  const fixed = base.now;
  return {
    ...workflowPorts({ client: base.client, connect: base.connect }),
    prisma: base.prisma,
    settings: base.settings ?? DEFAULT_SETTINGS,
    stores,
    get now() {
      return fixed ?? new Date();
    },
  };
}
