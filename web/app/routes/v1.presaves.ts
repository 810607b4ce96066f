import { listPresaves } from '../server/api/presaves.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/presaves (the document at /v1/openapi.json). */
const route = apiRoute(listPresaves);
export const loader = route.loader;
export const action = route.action;
