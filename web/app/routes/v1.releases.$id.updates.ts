import { proposeReleaseUpdateOperation } from '../server/api/updates.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/releases/{id}/updates (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(proposeReleaseUpdateOperation);
export const loader = route.loader;
export const action = route.action;
