import { apiRoute } from '../server/api/operation.server';
import { listStatements } from '../server/api/statements.server';

/** GET /v1/statements (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listStatements);
export const loader = route.loader;
export const action = route.action;
