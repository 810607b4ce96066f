import { Runtime } from '@temporalio/worker';
import { findFreePorts, startTemporalDevServer } from '../temporal-server';
import { WorkerLogger } from '../worker-logger';

/** A throwaway Temporal dev server for tests: in memory, no Web UI, on free ports. */
export async function startTestTemporal(): Promise<{ address: string; stop(): Promise<void> }> {
  const [port, uiPort] = await findFreePorts(2);
  const server = await startTemporalDevServer({ port: port!, uiPort: uiPort!, headless: true });
  return { address: server.address, stop: server.stop };
}

/** Keeps the worker's INFO logs (bundling, state changes) out of test output; call once, before creating a worker. */
export function quietTemporalLogs(): void {
  Runtime.install({ logger: new WorkerLogger('WARN') });
}
