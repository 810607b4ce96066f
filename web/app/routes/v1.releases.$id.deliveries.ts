import { listDeliveries } from '../server/api/deliveries.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/releases/{id}/deliveries (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listDeliveries);
export const loader = route.loader;
export const action = route.action;
