import { randomBytes } from 'node:crypto';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time';
import { Runtime } from '@temporalio/worker';
import { findFreePorts, startTemporalDevServer } from '../temporal-server';
import { WorkerLogger } from '../worker-logger';
import { addSlipcaseSearchAttributes } from './search-attributes';

/** Set by the test run's global setup (testing/global-setup.ts): the dev server every test file shares. */
export const SHARED_TEMPORAL_ADDRESS = 'SLIPCASE_TEST_TEMPORAL_ADDRESS';

export interface TestTemporal {
  address: string;
  /** A namespace of this test's own: its workflows and task queues meet no other test's. */
  namespace: string;
  /** TEMPORAL_ADDRESS and TEMPORAL_NAMESPACE, for code (and child processes) that read the configuration. */
  env: { TEMPORAL_ADDRESS: string; TEMPORAL_NAMESPACE: string };
  stop(): Promise<void>;
}

/**
 * A Temporal dev server for a test: a namespace of its own on the run's shared server when the global setup
 * started one (a namespace is ready in milliseconds, a server in seconds), else a throwaway server of its own
 * (in memory, no Web UI, on free ports).
 */
export async function startTestTemporal(): Promise<TestTemporal> {
  const shared = process.env[SHARED_TEMPORAL_ADDRESS];
  if (shared) return withEnv(shared, await createTestNamespace(shared), async () => {});
  const [port, uiPort] = await findFreePorts(2);
  const server = await startTemporalDevServer({ port: port!, uiPort: uiPort!, headless: true });
  return withEnv(server.address, 'default', server.stop);
}

function withEnv(address: string, namespace: string, stop: () => Promise<void>): TestTemporal {
  return { address, namespace, env: { TEMPORAL_ADDRESS: address, TEMPORAL_NAMESPACE: namespace }, stop };
}

/** A new namespace on the server at `address`, with the Slipcase search attributes. */
export async function createTestNamespace(address: string): Promise<string> {
  const namespace = `test-${randomBytes(6).toString('hex')}`;
  const connection = await Connection.connect({ address });
  try {
    await connection.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
    await addSlipcaseSearchAttributes(connection, namespace);
  } finally {
    await connection.close();
  }
  return namespace;
}

/** Keeps the worker's INFO logs (bundling, state changes) out of test output; call once, before creating a worker. */
export function quietTemporalLogs(): void {
  Runtime.install({ logger: new WorkerLogger('WARN') });
}
