import { proxyActivities, startChild, workflowInfo } from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import { trendsDayWorkflowId, type TrendsDayInput, type TrendsDayResult } from '../contracts';

const { importTrendsDay } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

/** Days read again on each run: a store that reports late, or corrects a day, is caught within a week. */
export const TREND_DAYS_LOOKED_BACK = 7;

/** One store's trend file for one day, under `trends:<store>:<day>`; the import itself makes a repeat change nothing. */
export async function trendsDayWorkflow(input: TrendsDayInput): Promise<TrendsDayResult> {
  return importTrendsDay(input);
}

const dayBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * What a store's daily schedule runs: the day workflow for each of the last TREND_DAYS_LOOKED_BACK days, one after
 * the other (a day still being imported is left to finish). Its clock is the schedule's start time, so a replay
 * reads the same days.
 */
export async function trendsScheduleWorkflow(input: { store: string }): Promise<TrendsDayResult[]> {
  const started = workflowInfo().startTime;
  const results: TrendsDayResult[] = [];
  for (let back = TREND_DAYS_LOOKED_BACK; back >= 1; back--) {
    const day = dayBefore(started, back);
    try {
      const child = await startChild(trendsDayWorkflow, { workflowId: trendsDayWorkflowId(input.store, day), args: [{ store: input.store, day }] });
      results.push(await child.result());
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }
  return results;
}
