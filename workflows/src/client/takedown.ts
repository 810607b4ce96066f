import type { TakedownWorkflows } from '@slipcase/services/ports/workflows';
import { RELEASE_ID_ATTRIBUTE, cancelTakedownUpdate, takedownStateQuery, takedownWorkflowId } from '../contracts';
import type { takedownWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, startKeyed, type TemporalSource } from './connection';
import { sendUpdate } from './refusals';

/** A release's takedown workflow, one at a time: `release:<id>:takedown`. */
export function takedownWorkflows(source: TemporalSource = {}): TakedownWorkflows {
  return {
    running: (releaseId) => runningWorkflow(source, takedownWorkflowId(releaseId)),
    start: (input) =>
      startKeyed<typeof takedownWorkflow>(source, 'takedownWorkflow', {
        workflowId: takedownWorkflowId(input.releaseId),
        args: [input],
        typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: input.releaseId }],
      }),
    cancel: (releaseId, cancellation) => sendUpdate(source, takedownWorkflowId(releaseId), (handle) => handle.executeUpdate(cancelTakedownUpdate, { args: [cancellation] })),
    state: (releaseId) => queryOrNull(source, takedownWorkflowId(releaseId), takedownStateQuery),
  };
}
