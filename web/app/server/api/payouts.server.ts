import {
  accountPayoutsSchema,
  payoutRequestSchema,
  payoutStatusSchema,
  requestedPayoutSchema,
  type AccountPayoutsJson,
  type PayoutStatusJson,
  type RequestedPayoutJson,
} from '@slipcase/api-contract/payout-schemas';
import { isAppError } from '@slipcase/domain';
import { accountPayouts } from '@slipcase/services/payouts/account-payouts';
import { cancelPayout, payoutStatus, requestPayout } from '@slipcase/services/payouts/payout-status';
import { apiError } from '../api-auth.server';
import { serviceDeps, workflowServiceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';

const TAG = 'Royalties';

/** A use case's refusal as `/v1` answers it (the status from the one table); anything else is unexpected. */
async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return apiError(error.code, { field: error.field === 'payoutId' ? 'id' : error.field, params: error.params });
  }
}

export const listPayouts = defineOperation({
  operationId: 'listPayouts',
  method: 'GET',
  path: '/v1/payouts',
  scope: 'read',
  tag: TAG,
  summary: 'The account’s withdrawals, the latest first, and the method they are paid with',
  description: 'Each withdrawal with its amount, status and the day it is (or was) payable. The balance they draw on is `GET /v1/royalties`.',
  responses: { 200: { description: 'The withdrawals', schema: accountPayoutsSchema } },
  refusals: [],
  async handle({ caller }) {
    return apiJson((await accountPayouts((await serviceDeps()).prisma, caller.user.id)) satisfies AccountPayoutsJson);
  },
});

export const requestPayoutOperation = defineOperation({
  operationId: 'requestPayout',
  method: 'POST',
  path: '/v1/payouts',
  scope: 'submit',
  tag: TAG,
  summary: 'Request a withdrawal of part or all of the available balance',
  description:
    'Holds the amount at once and pays it to the account’s payout method after the wait of its plan now (30 days on PRO and Advanced, 90 on free), as the royalties page does. Refused (409) without a payout method set up, below the minimum withdrawal, above the available balance or while a refund is owed.',
  body: payoutRequestSchema,
  responses: { 201: { description: 'The payout requested', schema: requestedPayoutSchema } },
  refusals: [400, 409],
  handle: ({ caller, body }) =>
    answering(async () => {
      const payout = await requestPayout(await workflowServiceDeps(), { userId: caller.user.id, amountCents: body.amountCents });
      return apiJson(payout satisfies RequestedPayoutJson, 201);
    }),
});

export const getPayout = defineOperation({
  operationId: 'getPayout',
  method: 'GET',
  path: '/v1/payouts/{id}',
  scope: 'read',
  tag: TAG,
  summary: 'One of the account’s withdrawals and what the workflow paying it reports',
  responses: { 200: { description: 'The payout', schema: payoutStatusSchema } },
  refusals: [404],
  handle: ({ caller, params }) =>
    answering(async () => {
      const status = await payoutStatus(await workflowServiceDeps(), { payoutId: params.id ?? '', userId: caller.user.id });
      return apiJson(status satisfies PayoutStatusJson);
    }),
});

export const cancelPayoutOperation = defineOperation({
  operationId: 'cancelPayout',
  method: 'POST',
  path: '/v1/payouts/{id}/cancel',
  scope: 'submit',
  tag: TAG,
  summary: 'Cancel a withdrawal that still waits: its amount is back in the available balance',
  responses: { 200: { description: 'The payout once cancelled', schema: payoutStatusSchema } },
  refusals: [404, 409],
  handle: ({ caller, params }) =>
    answering(async () => {
      const status = await cancelPayout(await workflowServiceDeps(), { payoutId: params.id ?? '', userId: caller.user.id });
      return apiJson(status satisfies PayoutStatusJson);
    }),
});
