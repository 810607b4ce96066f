import { getStatementImportOperation } from '../server/api/statement-imports.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/operator/statements/imports/{id}: how an import stands (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getStatementImportOperation);
export const loader = route.loader;
export const action = route.action;
