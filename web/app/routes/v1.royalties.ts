import { getRoyaltiesSummary } from '../server/api/money.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/royalties (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getRoyaltiesSummary);
export const loader = route.loader;
export const action = route.action;
