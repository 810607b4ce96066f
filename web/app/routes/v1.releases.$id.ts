import { apiRoute } from '../server/api/operation.server';
import { getRelease, updateRelease } from '../server/api/releases.server';

/** GET and PATCH /v1/releases/{id} (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getRelease, updateRelease);
export const loader = route.loader;
export const action = route.action;
