import { WorkflowNotFoundError } from '@temporalio/client';
import type { ReleaseWorkflows } from '@slipcase/services/ports/workflows';
import {
  RELEASE_ID_ATTRIBUTE,
  approveUpdate,
  rejectUpdate,
  releaseChangedSignal,
  releaseStateQuery,
  releaseWorkflowId,
  reopenUpdate,
} from '../contracts';
import type { releaseWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, startKeyed, temporalOf, type TemporalSource } from './connection';
import { sendUpdate } from './refusals';

/** A release's workflow, keyed by the release: `release:<id>`. */
export function releaseWorkflows(source: TemporalSource = {}): ReleaseWorkflows {
  return {
    running: (releaseId) => runningWorkflow(source, releaseWorkflowId(releaseId)),
    start: (input) =>
      startKeyed<typeof releaseWorkflow>(source, 'releaseWorkflow', {
        workflowId: releaseWorkflowId(input.releaseId),
        args: [input],
        typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: input.releaseId }],
      }),
    approve: (releaseId, decision) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(approveUpdate, { args: [decision] })),
    reject: (releaseId, decision) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(rejectUpdate, { args: [decision] })),
    reopen: (releaseId, request) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(reopenUpdate, { args: [request] })),
    state: (releaseId) => queryOrNull(source, releaseWorkflowId(releaseId), releaseStateQuery),
    releaseChanged: (releaseId) => signalReleaseChanged(source, releaseId),
  };
}

/** Signals `releaseChanged` to the release's workflow; one that is not running has nothing to re-read. */
export async function signalReleaseChanged(source: TemporalSource, releaseId: string): Promise<void> {
  try {
    await (await temporalOf(source)).workflow.getHandle(releaseWorkflowId(releaseId)).signal(releaseChangedSignal);
  } catch (error) {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
  }
}
