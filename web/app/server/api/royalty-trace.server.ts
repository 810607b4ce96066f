import { royaltyTraceQuerySchema, royaltyTraceSchema, TRACE_LINE_LIMIT } from '@slipcase/api-contract/royalty-trace-schemas';
import { isAppError } from '@slipcase/domain';
import { royaltyTraceJson, traceRoyalties } from '@slipcase/services';
import { apiError } from '../api-auth.server';
import { traceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';

export const traceRoyaltiesOperation = defineOperation({
  operationId: 'traceRoyalties',
  method: 'GET',
  path: '/v1/royalties/trace',
  scope: 'read',
  tag: 'Royalties',
  summary: 'The store’s own statement lines behind the account’s royalties of a period',
  description:
    `Each amount of the sales period (narrowed by \`store\`, \`releaseId\` or \`upc\`, \`trackId\` or \`isrc\`, \`country\`) with the statement lines that made it, read from the store’s file as it was imported: file name, part, line number and the cells under their header names; the currency and rate applied, and the ledger entries the lines produced with the plan share and split. ` +
    `An artist sees their own releases’ amounts, a split payee their share only; an operator every amount and every holder’s entries. At most ${TRACE_LINE_LIMIT} lines are listed, largest amounts first; \`moreLines\` says how many the selection has beyond. 404 for a release or track the caller may not see.`,
  query: royaltyTraceQuerySchema,
  responses: { 200: { description: 'The trace', schema: royaltyTraceSchema } },
  refusals: [400, 404],
  async handle({ caller, query }) {
    try {
      const trace = await traceRoyalties(await traceDeps(), { viewer: { userId: caller.user.id, role: caller.user.role }, selection: query });
      return apiJson(royaltyTraceJson(trace));
    } catch (error) {
      if (isAppError(error)) return apiError(error.code, { field: error.field, params: error.params });
      throw error;
    }
  },
});
