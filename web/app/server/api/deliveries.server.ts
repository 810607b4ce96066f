import { RELEASE_STATUSES } from '@slipcase/domain';
import { releaseDeliveries } from '@slipcase/services';
import { z } from 'zod';
import { apiError } from '../api-auth.server';
import { serviceDeps } from '../deps.server';
import { apiJson, defineOperation } from './operation.server';
import { ownRelease } from './release-json.server';

const deliverySchema = z.object({
  id: z.string(),
  store: z.string(),
  kind: z.string().meta({ description: '`new` for the release itself, `takedown` for its removal.' }),
  status: z.string().meta({ description: 'pending, delivering, delivered, acknowledged or failed.' }),
  batchId: z.string().nullable(),
  location: z.string().nullable(),
  error: z.string().nullable(),
  acknowledgement: z.object({ status: z.string(), detail: z.string().nullable() }).nullable(),
  storeUrl: z.string().nullable().meta({ description: 'The release’s page in the store, once known: from the store’s acknowledgement, or its plugin’s link rule once live.' }),
  sandbox: z.boolean().meta({ description: 'Delivered in sandbox mode: the batch stayed on the server and nothing was sent to the store.' }),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  steps: z.array(z.object({ step: z.string(), detail: z.string().nullable(), at: z.string() })).meta({ description: 'Oldest first.' }),
});

export const listDeliveries = defineOperation({
  operationId: 'listDeliveries',
  method: 'GET',
  path: '/v1/releases/{id}/deliveries',
  scope: 'read',
  tag: 'Lifecycle',
  summary: 'Each store’s delivery of the release and its steps',
  responses: {
    200: {
      description: 'The deliveries, oldest first',
      schema: z.object({ release: z.object({ id: z.string(), status: z.enum(RELEASE_STATUSES) }), deliveries: z.array(deliverySchema) }),
    },
  },
  refusals: [404],
  async handle({ caller, params }) {
    const release = await ownRelease(caller, params.id ?? '');
    const found = await releaseDeliveries(await serviceDeps(), { releaseId: release.id });
    if (!found) return apiError('not_found', { field: 'id' });
    const deliveries: z.infer<typeof deliverySchema>[] = found.deliveries;
    return apiJson({ release: found.release, deliveries });
  },
});
