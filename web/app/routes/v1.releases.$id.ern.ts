import { apiRoute } from '../server/api/operation.server';
import { getReleaseErn } from '../server/api/release-ern.server';

/** GET /v1/releases/{id}/ern (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getReleaseErn);
export const loader = route.loader;
export const action = route.action;
