import type { WithdrawalWorkflows } from '@slipcase/services/ports/workflows';
import { TASK_QUEUE, cancelWithdrawalUpdate, withdrawalStateQuery, withdrawalWorkflowId } from '../contracts';
import type { withdrawalWorkflow } from '../workflows';
import { queryOrNull, temporalOf, type TemporalSource } from './connection';
import { sendUpdate } from './refusals';

/** A withdrawal's workflow, keyed by its Payout row. */
export function withdrawalWorkflows(source: TemporalSource = {}): WithdrawalWorkflows {
  return {
    async start(input) {
      const workflowId = withdrawalWorkflowId(input.payoutId);
      const handle = await (await temporalOf(source)).workflow.start<typeof withdrawalWorkflow>('withdrawalWorkflow', {
        workflowId,
        taskQueue: TASK_QUEUE,
        args: [input],
        workflowIdConflictPolicy: 'USE_EXISTING',
      });
      return { workflowId, runId: handle.firstExecutionRunId };
    },
    cancel: (payoutId) => sendUpdate(source, withdrawalWorkflowId(payoutId), (handle) => handle.executeUpdate(cancelWithdrawalUpdate), ['invalid_transition']),
    state: (payoutId) => queryOrNull(source, withdrawalWorkflowId(payoutId), withdrawalStateQuery),
  };
}
