import type { ReleaseWorkflows } from '@slipcase/services/ports/workflows';
import {
  RELEASE_ID_ATTRIBUTE,
  approveUpdate,
  rejectUpdate,
  releaseStateQuery,
  releaseWorkflowId,
  reopenUpdate,
} from '../contracts';
import type { releaseWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, startKeyed, type TemporalSource } from './connection';
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
  };
}
