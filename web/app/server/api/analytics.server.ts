import { analyticsQuerySchema, analyticsReportSchema } from '@slipcase/api-contract/analytics-schemas';
import { getPrisma } from '@slipcase/db';
import { isAppError } from '@slipcase/domain';
import { analyticsFor } from '@slipcase/services';
import { apiError } from '../api-auth.server';
import { apiJson, defineOperation } from './operation.server';

export const analyticsOperation = defineOperation({
  operationId: 'getAnalytics',
  method: 'GET',
  path: '/v1/analytics',
  scope: 'read',
  tag: 'Analytics',
  summary: 'Streams, listeners, territories and the rest of an artist’s analytics over a range',
  description:
    'The numbers `/analytics` shows and `slipcase analytics` prints, for an artist of the account (or `all`, the label total, on Advanced), a release or a track: the overview with the change against the range before, streams per day and store, territories, tracks, the months statements confirmed, and on PRO and Advanced cities, age and gender, devices, sources and playlists. ' +
    'A range or the label total beyond the plan is 403 `premium_required`; another account’s artist, release or track is 404.',
  query: analyticsQuerySchema,
  responses: { 200: { description: 'The report', schema: analyticsReportSchema } },
  refusals: [400, 403, 404],
  async handle({ caller, query }) {
    try {
      return apiJson(await analyticsFor({ prisma: getPrisma() }, { userId: caller.user.id, ...query }));
    } catch (error) {
      if (isAppError(error)) return apiError(error.code, { field: error.field, params: error.params });
      throw error;
    }
  },
});
