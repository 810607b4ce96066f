import type { TakedownWorkflows } from '@slipcase/services/ports/workflows';
import { cancelTakedownUpdate, takedownStateQuery, takedownWorkflowId } from '../contracts';
import type { takedownWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, startKeyed, type TemporalSource } from './connection';
import { releaseStartLabels } from './release-labels';
import { sendUpdate } from './refusals';

/** A release's takedown workflow, one at a time: `release:<id>:takedown`. */
export function takedownWorkflows(source: TemporalSource = {}): TakedownWorkflows {
  return {
    running: (releaseId) => runningWorkflow(source, takedownWorkflowId(releaseId)),
    start: (input) =>
      startKeyed<typeof takedownWorkflow>(source, 'takedownWorkflow', {
        workflowId: takedownWorkflowId(input.releaseId),
        args: [input],
        ...releaseStartLabels(input.releaseId, input.labels, undefined, 'Takedown'),
      }),
    cancel: (releaseId, cancellation) => sendUpdate(source, takedownWorkflowId(releaseId), (handle) => handle.executeUpdate(cancelTakedownUpdate, { args: [cancellation] })),
    state: (releaseId) => queryOrNull(source, takedownWorkflowId(releaseId), takedownStateQuery),
  };
}
