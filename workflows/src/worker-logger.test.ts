import type { LogEntry } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { WorkerLogger } from './worker-logger';

describe('WorkerLogger', () => {
  it('drops only the "no workflows" warning of the delivery workers', () => {
    const entries: LogEntry[] = [];
    const logger = new WorkerLogger('WARN', (entry) => entries.push(entry));
    logger.warn('No workflows registered, not polling for workflow tasks', { taskQueue: 'slipcase-delivery-spotify' });
    logger.warn('No workflows registered, not polling for workflow tasks', { taskQueue: 'slipcase-releases' });
    logger.warn('Activity failed', { taskQueue: 'slipcase-delivery-spotify' });
    logger.info('below the level', { taskQueue: 'slipcase-releases' });
    expect(entries.map((entry) => [entry.message, entry.meta?.taskQueue])).toEqual([
      ['No workflows registered, not polling for workflow tasks', 'slipcase-releases'],
      ['Activity failed', 'slipcase-delivery-spotify'],
    ]);
  });
});
