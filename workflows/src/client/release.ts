import type { ReleaseWorkflows } from '@slipcase/services/ports/workflows';
import {
  DEFAULT_STORE_IDS,
  approveUpdate,
  rejectUpdate,
  releaseChangedSignal,
  releaseStateQuery,
  releaseWorkflowId,
  reopenUpdate,
} from '../contracts';
import type { releaseWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, startKeyed, type TemporalSource } from './connection';
import { releaseStartLabels } from './release-labels';
import { sendUpdate } from './refusals';

/** A release's workflow, keyed by the release: `release:<id>`. */
export function releaseWorkflows(source: TemporalSource = {}): ReleaseWorkflows {
  return {
    running: (releaseId) => runningWorkflow(source, releaseWorkflowId(releaseId)),
    start: (input) =>
      startKeyed<typeof releaseWorkflow>(source, 'releaseWorkflow', {
        workflowId: releaseWorkflowId(input.releaseId),
        args: [input],
        ...releaseStartLabels(input.releaseId, input.labels, input.stores ?? DEFAULT_STORE_IDS),
      }),
    approve: (releaseId, decision) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(approveUpdate, { args: [decision] })),
    reject: (releaseId, decision) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(rejectUpdate, { args: [decision] })),
    reopen: (releaseId, request) => sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.executeUpdate(reopenUpdate, { args: [request] })),
    releaseChanged: (releaseId) =>
      sendUpdate(source, releaseWorkflowId(releaseId), (handle) => handle.signal(releaseChangedSignal)),
    state: (releaseId) => queryOrNull(source, releaseWorkflowId(releaseId), releaseStateQuery),
  };
}
