import { listDeliveryConsole } from '../server/api/delivery-console.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/operator/deliveries (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listDeliveryConsole);
export const loader = route.loader;
export const action = route.action;
