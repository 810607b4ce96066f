import { apiRoute } from '../server/api/operation.server';
import { getStatementCsv } from '../server/api/statements.server';

/** GET /v1/statements/{period}.csv (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getStatementCsv);
export const loader = route.loader;
export const action = route.action;
