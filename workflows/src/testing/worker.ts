import { NativeConnection } from '@temporalio/worker';
import { createWorker, type WorkerOptions } from '../worker';
import type { TestTemporal } from './temporal';
import { testWorkflowBundle } from './workflow-bundle';

export interface RunningTestWorker {
  /** Shuts the worker down, waits for it to finish, and closes its connection. */
  stop(): Promise<void>;
}

/** The real worker, running in the test's namespace of its Temporal server until stop(). */
export async function runTestWorker(
  temporal: Pick<TestTemporal, 'address' | 'namespace'>,
  options: Omit<WorkerOptions, 'connection' | 'namespace'>,
): Promise<RunningTestWorker> {
  const connection = await NativeConnection.connect({ address: temporal.address });
  const worker = await createWorker({
    workflowBundle: await testWorkflowBundle(),
    ...options,
    connection,
    namespace: temporal.namespace,
  });
  const running = worker.run();
  return {
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
