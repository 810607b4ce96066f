import type { ReleaseWorkflows } from '@slipcase/services/ports/workflows';
import {
  DEFAULT_STORE_IDS,
  approveUpdate,
  rejectUpdate,
  releaseChangedSignal,
  releaseStateQuery,
  releaseWorkflowId,
  reopenUpdate,
  reviewReachedUpdate,
} from '../contracts';
import type { releaseWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, startKeyed, temporalOf, type TemporalSource } from './connection';
import { releaseStartLabels } from './release-labels';
import { sendUpdate } from './refusals';

/** A release's workflow, keyed by the release: `release:<id>`. */
export function releaseWorkflows(source: TemporalSource = {}): ReleaseWorkflows {
  return {
    running: (releaseId) => runningWorkflow(source, releaseWorkflowId(releaseId)),
    start: async (input) => {
      const started = await startKeyed<typeof releaseWorkflow>(source, 'releaseWorkflow', {
        workflowId: releaseWorkflowId(input.releaseId),
        args: [input],
        ...releaseStartLabels(input.releaseId, input.labels, input.stores ?? DEFAULT_STORE_IDS),
      });
      await untilInReview(source, started.workflowId);
      return started;
    },
    approve: (releaseId, decision) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(approveUpdate, { args: [decision] })),
    reject: (releaseId, decision) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(rejectUpdate, { args: [decision] })),
    reopen: (releaseId, request) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(reopenUpdate, { args: [request] })),
    releaseChanged: (releaseId) =>
      sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.signal(releaseChangedSignal)),
    state: (releaseId) => queryOrNull(source, releaseWorkflowId(releaseId), releaseStateQuery),
  };
}

/** How long a submission waits for the workflow to move the release into review (a worker takes well under a second). */
export const REVIEW_REACHED_WAIT_MS = 10_000;

/**
 * Waits until the workflow has moved the release into review, so the submitter's next page says "In review"
 * instead of the status before. The submission has started either way: a worker that is down or slow, or a run
 * started before the workflow answered this update, leaves the status to the page's next load, and is no error.
 */
async function untilInReview(source: TemporalSource, workflowId: string): Promise<void> {
  const client = await temporalOf(source);
  await client
    .withAbortSignal(AbortSignal.timeout(REVIEW_REACHED_WAIT_MS), () => client.workflow.getHandle(workflowId).executeUpdate(reviewReachedUpdate))
    .catch(() => undefined);
}
