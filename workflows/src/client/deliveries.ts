import type { DeliveryWorkflows } from '@slipcase/services/ports/workflows';
import { RELEASE_ID_ATTRIBUTE, releaseWorkflowId, resendWorkflowId, retryDeliveryUpdate, takedownWorkflowId } from '../contracts';
import type { deliveryWorkflow } from '../workflows';
import { startKeyed, type TemporalSource } from './connection';
import { WORKFLOW_REFUSALS, sendUpdate } from './refusals';

/**
 * A store's delivery, as an operator handles it: a retry goes to the workflow delivering it (`release:<id>` or
 * `release:<id>:takedown`); a resend is a delivery workflow of its own, `release:<id>:resend:<store>:<n>`.
 */
export function deliveryWorkflows(source: TemporalSource = {}): DeliveryWorkflows {
  return {
    retry: ({ releaseId, workflow }, retry) =>
      sendUpdate(source, workflow === 'takedown' ? takedownWorkflowId(releaseId) : releaseWorkflowId(releaseId), (handle) =>
        handle.executeUpdate(retryDeliveryUpdate, { args: [retry] }), [...WORKFLOW_REFUSALS, 'delivery_not_failed'],
      ),
    resend: ({ releaseId, store, n }) =>
      startKeyed<typeof deliveryWorkflow>(source, 'deliveryWorkflow', {
        workflowId: resendWorkflowId(releaseId, store, n),
        args: [{ releaseId, store, kind: 'new' }],
        typedSearchAttributes: [{ key: RELEASE_ID_ATTRIBUTE, value: releaseId }],
      }),
  };
}
