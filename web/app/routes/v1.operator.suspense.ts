import { getSuspense } from '../server/api/statement-imports.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/operator/suspense (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getSuspense);
export const loader = route.loader;
export const action = route.action;
