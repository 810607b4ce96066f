import { smartLinkAnalyticsSchema, smartLinkCreateSchema, smartLinkSchema, type SmartLinkAnswer } from '@slipcase/api-contract/smart-link-schemas';
import { isAppError } from '@slipcase/domain';
import { createSmartLink, ownedSmartLink, smartLinkAnalytics, type SmartLinkView } from '@slipcase/services/smart-links/index';
import { apiError } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { smartLinkUrl } from '../smart-links.server';
import { apiJson, defineOperation } from './operation.server';

const TAG = 'Smart links';

async function answering(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return apiError(error.code, { field: error.field === 'smartLink' ? 'id' : error.field, params: error.params });
  }
}

const answer = (link: SmartLinkView): SmartLinkAnswer => ({ ...link, url: smartLinkUrl(link.path) });

export const createSmartLinkOperation = defineOperation({
  operationId: 'createSmartLink',
  method: 'POST',
  path: '/v1/smartlinks',
  scope: 'write',
  tag: TAG,
  summary: 'Make the smart link of a published release (or get the one it has)',
  description:
    'One per release: asking again answers the one there is. Its buttons are the stores that have the release, by the links their deliveries recorded. Refused (409) for a release that is not published (`smartlink_not_published`), has no UPC (`smartlink_no_distribution_key`), or for an address another link has (`smartlink_slug_taken`).',
  body: smartLinkCreateSchema,
  responses: { 201: { description: 'The smart link', schema: smartLinkSchema } },
  refusals: [400, 404, 409],
  handle: ({ caller, body }) =>
    answering(async () => apiJson(answer(await createSmartLink(await serviceDeps(), { userId: caller.user.id, releaseId: body.releaseId, slug: body.slug })), 201)),
});

export const getSmartLink = defineOperation({
  operationId: 'getSmartLink',
  method: 'GET',
  path: '/v1/smartlinks/{id}',
  scope: 'read',
  tag: TAG,
  summary: 'One of the account’s smart links, with its buttons',
  responses: { 200: { description: 'The smart link', schema: smartLinkSchema } },
  refusals: [404],
  handle: ({ caller, params }) =>
    answering(async () => apiJson(answer(await ownedSmartLink((await serviceDeps()).prisma, { userId: caller.user.id, smartLinkId: params.id ?? '' })))),
});

export const getSmartLinkAnalytics = defineOperation({
  operationId: 'getSmartLinkAnalytics',
  method: 'GET',
  path: '/v1/smartlinks/{id}/analytics',
  scope: 'read',
  tag: TAG,
  summary: 'A smart link’s views, clicks, click rate, devices, top countries and daily activity (PRO)',
  description: 'The last 30 days day by day. Refused (403 `premium_required`) on the free plan.',
  responses: { 200: { description: 'The analytics', schema: smartLinkAnalyticsSchema } },
  refusals: [403, 404],
  handle: ({ caller, params }) =>
    answering(async () => apiJson(await smartLinkAnalytics(await serviceDeps(), { userId: caller.user.id, smartLinkId: params.id ?? '' }))),
});
