import { rematchStatementsOperation } from '../server/api/statement-imports.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/operator/statements/rematch (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(rematchStatementsOperation);
export const loader = route.loader;
export const action = route.action;
