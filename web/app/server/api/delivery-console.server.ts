import {
  deliveryConsoleSchema,
  deliveryRemedyBodySchema,
  deliveryRemedyResultSchema,
  type DeliveryConsoleJson,
  type DeliveryRemedyResultJson,
} from '@slipcase/api-contract/delivery-console-schemas';
import { isAppError } from '@slipcase/domain';
import { deliveryConsole, resendDelivery, retryDelivery } from '@slipcase/services';
import { apiError } from '../api-auth.server';
import { serviceDeps, workflowServiceDeps } from '../deps.server';
import { storeFacts } from '../deliveries/delivery-console.server';
import { apiJson, callerChannel, defineOperation } from './operation.server';
import { requireStaff } from './staff.server';

const TAG = 'Deliveries';

export const listDeliveryConsole = defineOperation({
  operationId: 'listDeliveryConsole',
  method: 'GET',
  path: '/v1/operator/deliveries',
  scope: 'review',
  tag: TAG,
  summary: 'The deliveries that need an operator: failed, unconfirmed, and releases stuck in a status (staff)',
  description: 'The same lists as /operator/deliveries and `slipcase deliveries list`, the oldest first; each delivery says whether a retry or a resend applies.',
  responses: { 200: { description: 'The three lists', schema: deliveryConsoleSchema } },
  refusals: [],
  async handle({ caller }) {
    requireStaff(caller);
    const [deps, stores] = await Promise.all([serviceDeps(), storeFacts()]);
    const view = await deliveryConsole(deps, { operatorId: caller.user.id, acknowledging: stores.acknowledging });
    return apiJson(JSON.parse(JSON.stringify(view)) as DeliveryConsoleJson);
  },
});

function remedyOperation(intent: 'retry' | 'resend') {
  const retry = intent === 'retry';
  return defineOperation({
    operationId: retry ? 'retryDelivery' : 'resendDelivery',
    method: 'POST',
    path: `/v1/operator/deliveries/${intent}`,
    scope: 'review',
    tag: TAG,
    summary: retry
      ? 'Retry a store’s failed delivery of a release: its workflow runs that store’s delivery again (staff)'
      : 'Send a release every store has again to one store, in a workflow of its own (staff)',
    body: deliveryRemedyBodySchema,
    responses: { 200: { description: retry ? 'The retry asked of the workflow' : 'The resend started', schema: deliveryRemedyResultSchema } },
    refusals: [400, 404, 409],
    async handle({ caller, body }) {
      requireStaff(caller);
      const request = { releaseId: body.releaseId, store: body.store, operatorId: caller.user.id, via: callerChannel(caller) };
      const done: DeliveryRemedyResultJson = { releaseId: body.releaseId, store: body.store, operator: caller.user.username };
      try {
        const deps = await workflowServiceDeps();
        if (retry) await retryDelivery(deps, request);
        else done.workflowId = (await resendDelivery(deps, request)).workflowId;
      } catch (error) {
        if (!isAppError(error)) throw error;
        return apiError(error.code, { field: error.field, params: error.params });
      }
      return apiJson(done);
    },
  });
}

export const retryDeliveryOperation = remedyOperation('retry');
export const resendDeliveryOperation = remedyOperation('resend');
