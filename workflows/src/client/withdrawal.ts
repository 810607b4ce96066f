import type { WithdrawalWorkflows } from '@slipcase/services/ports/workflows';
import { cancelWithdrawalUpdate, withdrawalStateQuery, withdrawalWorkflowId } from '../contracts';
import type { withdrawalWorkflow } from '../workflows';
import { queryOrNull, startKeyed, type TemporalSource } from './connection';
import { sendUpdate } from './refusals';

/** A withdrawal's workflow, keyed by its Payout row. */
export function withdrawalWorkflows(source: TemporalSource = {}): WithdrawalWorkflows {
  return {
    start: (input) => startKeyed<typeof withdrawalWorkflow>(source, 'withdrawalWorkflow', { workflowId: withdrawalWorkflowId(input.payoutId), args: [input] }),
    cancel: (payoutId) => sendUpdate(source, withdrawalWorkflowId(payoutId), (handle) => handle.executeUpdate(cancelWithdrawalUpdate), ['invalid_transition']),
    state: (payoutId) => queryOrNull(source, withdrawalWorkflowId(payoutId), withdrawalStateQuery),
  };
}
