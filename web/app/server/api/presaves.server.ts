import { presaveCampaignListSchema, presaveCampaignSchema, type PresaveCampaignJson, type PresaveCampaignListJson } from '@slipcase/api-contract/presave-schemas';
import { isAppError } from '@slipcase/domain';
import { listPresaveCampaigns, presaveCampaignDetail } from '@slipcase/services';
import { apiError } from '../api-auth.server';
import { streamingDeps } from '../presave/streaming.server';
import { apiJson, defineOperation } from './operation.server';

const TAG = 'Pre-save';

async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return apiError(error.code, { field: error.field === 'campaignId' ? 'id' : error.field, params: error.params });
  }
}

export const listPresaves = defineOperation({
  operationId: 'listPresaves',
  method: 'GET',
  path: '/v1/presaves',
  scope: 'read',
  tag: TAG,
  summary: 'The account’s releases with pre-save switched on, each with its campaign once started',
  description: 'Pre-save is PRO: other plans are refused (403 `premium_required`).',
  responses: { 200: { description: 'The campaigns', schema: presaveCampaignListSchema } },
  refusals: [403],
  handle: ({ caller }) =>
    answering(async () => apiJson({ campaigns: await listPresaveCampaigns(streamingDeps(), { userId: caller.user.id }) } satisfies PresaveCampaignListJson)),
});

export const getPresave = defineOperation({
  operationId: 'getPresave',
  method: 'GET',
  path: '/v1/presaves/{id}',
  scope: 'read',
  tag: TAG,
  summary: 'One pre-save campaign (by id or public key) with its subscribers and what release day did for each',
  description: 'What `/tools/presave/{id}` shows and `slipcase presave show --json` prints. Another account’s campaign is a 404.',
  responses: { 200: { description: 'The campaign', schema: presaveCampaignSchema } },
  refusals: [403, 404],
  handle: ({ caller, params }) =>
    answering(async () => apiJson((await presaveCampaignDetail(streamingDeps(), { userId: caller.user.id, campaignId: params.id ?? '' })) satisfies PresaveCampaignJson)),
});
