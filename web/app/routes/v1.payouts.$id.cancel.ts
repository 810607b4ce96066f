import { cancelPayoutOperation } from '../server/api/payouts.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/payouts/{id}/cancel (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(cancelPayoutOperation);
export const loader = route.loader;
export const action = route.action;
