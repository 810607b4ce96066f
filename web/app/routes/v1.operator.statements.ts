import { importStatementOperation, listStatementImports } from '../server/api/statement-imports.server';
import { apiRoute } from '../server/api/operation.server';

/** GET and POST /v1/operator/statements (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listStatementImports, importStatementOperation);
export const loader = route.loader;
export const action = route.action;
