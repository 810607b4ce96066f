import { ActivityFailure, ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { MASTERING_TASK_QUEUE, type MasteringWorkflowInput, type MasteringWorkflowResult } from '../contracts';
import { DATABASE_ACTIVITY } from './activity-options';

/**
 * The DSP, on the mastering queue: a 4-minute track takes well under a minute, a 20-minute one at 96 kHz a few.
 * It heartbeats at each step and every few seconds within one, so a worker that died is noticed in a minute and
 * the job moves to another; a file that cannot be mastered (silence) is refused without retry.
 */
const { masterTrack } = proxyActivities<Activities>({
  taskQueue: MASTERING_TASK_QUEUE,
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumAttempts: 3 },
});

const { failMasteringJob } = proxyActivities<Activities>(DATABASE_ACTIVITY);

/** What a failed job shows: the refusal's own code, or "try again" (001 §8) for anything else. */
function failureCode(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  return cause instanceof ApplicationFailure && cause.nonRetryable && cause.type ? cause.type : 'upload_failed';
}

/** One mastering job: master the track; if that fails for good, the job is failed (and a payment refunded). */
export async function masteringWorkflow(input: MasteringWorkflowInput): Promise<MasteringWorkflowResult> {
  const { jobId } = input;
  try {
    await masterTrack({ jobId });
    return { jobId, status: 'succeeded' };
  } catch (error) {
    const failure = failureCode(error);
    await failMasteringJob({ jobId, failure });
    return { jobId, status: 'failed', failure };
  }
}
