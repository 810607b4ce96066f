import { NativeConnection } from '@temporalio/worker';
import { createWorker, type WorkerOptions } from '../worker';

export interface RunningTestWorker {
  /** Shuts the worker down, waits for it to finish, and closes its connection. */
  stop(): Promise<void>;
}

/** The real worker, running against the Temporal server at `address` until stop(). */
export async function runTestWorker(address: string, options: Omit<WorkerOptions, 'connection'>): Promise<RunningTestWorker> {
  const connection = await NativeConnection.connect({ address });
  const worker = await createWorker({ ...options, connection });
  const running = worker.run();
  return {
    async stop() {
      worker.shutdown();
      await running;
      await connection.close();
    },
  };
}
