// Workflows for time-skipping.test.ts. Workflow code: it runs in the SDK's sandbox, so only
// @temporalio/workflow and the contracts.
import { sleep, upsertSearchAttributes } from '@temporalio/workflow';
import { RELEASE_STATUS_ATTRIBUTE } from '../contracts';

export const SLEEP_DAYS = 90;

/** Waits on a durable timer for 90 days, then returns the workflow clock. */
export async function sleepyWorkflow(): Promise<number> {
  await sleep(`${SLEEP_DAYS} days`);
  return Date.now();
}

/** Tags itself as the release workflow does. */
export async function releaseStatusTagWorkflow(status: string): Promise<void> {
  upsertSearchAttributes([{ key: RELEASE_STATUS_ATTRIBUTE, value: status }]);
}
