import type { TakedownWorkflows } from '@slipcase/services/ports/workflows';
import { RELEASE_ID_ATTRIBUTE, TASK_QUEUE, cancelTakedownUpdate, takedownStateQuery, takedownWorkflowId } from '../contracts';
import type { takedownWorkflow } from '../workflows';
import { queryOrNull, runningWorkflow, temporalOf, type TemporalSource } from './connection';
import { sendUpdate } from './refusals';

/** A release's takedown workflow, one at a time: `release:<id>:takedown`. */
export function takedownWorkflows(source: TemporalSource = {}): TakedownWorkflows {
  return {
    running: (releaseId) => runningWorkflow(source, takedownWorkflowId(releaseId)),
    async start(input) {
      const workflowId = takedownWorkflowId(input.releaseId);
      const handle = await (await temporalOf(source)).workflow.start<typeof takedownWorkflow>('takedownWorkflow', {
        workflowId,
        taskQueue: TASK_QUEUE,
        args: [input],
        workflowIdConflictPolicy: 'USE_EXISTING',
        typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: input.releaseId }],
      });
      return { workflowId, runId: handle.firstExecutionRunId };
    },
    cancel: (releaseId, cancellation) => sendUpdate(source, takedownWorkflowId(releaseId), (handle) => handle.executeUpdate(cancelTakedownUpdate, { args: [cancellation] })),
    state: (releaseId) => queryOrNull(source, takedownWorkflowId(releaseId), takedownStateQuery),
  };
}
