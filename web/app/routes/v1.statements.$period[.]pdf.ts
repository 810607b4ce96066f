import { apiRoute } from '../server/api/operation.server';
import { getStatementPdf } from '../server/api/statements.server';

/** GET /v1/statements/{period}.pdf (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getStatementPdf);
export const loader = route.loader;
export const action = route.action;
