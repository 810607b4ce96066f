import { ScheduleAlreadyRunning, ScheduleOverlapPolicy } from '@temporalio/client';
import { TASK_QUEUE, trendsDayWorkflowId, trendsScheduleId, type TrendsDayInput, type TrendsDayResult } from '../contracts';
import type { trendsDayWorkflow } from '../workflows';
import { temporalOf, type TemporalSource } from './connection';

/** When each store's schedule reads its trend files: early morning UTC, after stores write the day before. */
export const TRENDS_SCHEDULE_HOUR_UTC = 6;

/**
 * A schedule `trends:<store>` for each store that sends trend files, made once: one already there is left as it is
 * (an operator may have paused it). Returns the ids of the schedules made now.
 */
export async function ensureTrendSchedules(source: TemporalSource, stores: readonly string[]): Promise<string[]> {
  const client = await temporalOf(source);
  const made: string[] = [];
  for (const store of stores) {
    const scheduleId = trendsScheduleId(store);
    try {
      await client.schedule.create({
        scheduleId,
        spec: { calendars: [{ hour: TRENDS_SCHEDULE_HOUR_UTC, comment: 'daily trend files' }] },
        policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
        action: { type: 'startWorkflow', workflowType: 'trendsScheduleWorkflow', args: [{ store }], taskQueue: TASK_QUEUE, workflowId: scheduleId },
      });
      made.push(scheduleId);
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    }
  }
  return made;
}

/**
 * Imports a store's trend file for one day now, under the day's workflow id, and waits for the result (the demo
 * seeding and an operator's catch-up); a run of the same day already going is waited for instead.
 */
export async function importTrendsDayNow(source: TemporalSource, input: TrendsDayInput): Promise<TrendsDayResult> {
  const client = await temporalOf(source);
  const handle = await client.workflow.start<typeof trendsDayWorkflow>('trendsDayWorkflow', {
    workflowId: trendsDayWorkflowId(input.store, input.day),
    args: [input],
    taskQueue: TASK_QUEUE,
    workflowIdConflictPolicy: 'USE_EXISTING',
  });
  return handle.result();
}
