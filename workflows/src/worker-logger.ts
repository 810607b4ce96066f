import { DefaultLogger, type LogLevel, type LogMetadata } from '@temporalio/worker';
import { deliveryTaskQueue } from './contracts';

const DELIVERY_QUEUE_PREFIX = deliveryTaskQueue('');

/**
 * The SDK's logger, less one warning that is by design here: the per-store delivery workers run activities only,
 * and the SDK warns at start that such a worker registered no workflows.
 */
export class WorkerLogger extends DefaultLogger {
  override log(level: LogLevel, message: string, meta?: LogMetadata): void {
    const taskQueue = typeof meta?.taskQueue === 'string' ? meta.taskQueue : '';
    if (message.startsWith('No workflows registered') && taskQueue.startsWith(DELIVERY_QUEUE_PREFIX)) return;
    super.log(level, message, meta);
  }
}
