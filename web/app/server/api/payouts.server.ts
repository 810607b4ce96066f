import { accountPayoutsSchema, type AccountPayoutsJson } from '@slipcase/api-contract/payout-schemas';
import { accountPayouts } from '@slipcase/services/payouts/account-payouts';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';

export const listPayouts = defineOperation({
  operationId: 'listPayouts',
  method: 'GET',
  path: '/v1/payouts',
  scope: 'read',
  tag: 'Royalties',
  summary: 'The account’s withdrawals, the latest first, and the method they are paid with',
  description: 'Each withdrawal with its amount, status and the day it is (or was) payable. The balance they draw on is `GET /v1/royalties`.',
  responses: { 200: { description: 'The withdrawals', schema: accountPayoutsSchema } },
  refusals: [],
  async handle({ caller }) {
    return apiJson((await accountPayouts((await serviceDeps()).prisma, caller.user.id)) satisfies AccountPayoutsJson);
  },
});
