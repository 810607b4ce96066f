import { getPayout } from '../server/api/payouts.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/payouts/{id} (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getPayout);
export const loader = route.loader;
export const action = route.action;
