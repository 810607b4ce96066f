import { listPayouts, requestPayoutOperation } from '../server/api/payouts.server';
import { apiRoute } from '../server/api/operation.server';

/** GET, POST /v1/payouts (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listPayouts, requestPayoutOperation);
export const loader = route.loader;
export const action = route.action;
