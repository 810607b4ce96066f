import { requestTakedownOperation } from '../server/api/lifecycle.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/releases/{id}/takedown (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(requestTakedownOperation);
export const loader = route.loader;
export const action = route.action;
