import { apiRoute } from '../server/api/operation.server';
import { createReleaseOperation, listReleases } from '../server/api/releases.server';

/** GET and POST /v1/releases (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listReleases, createReleaseOperation);
export const loader = route.loader;
export const action = route.action;
