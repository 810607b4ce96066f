import { putArtwork } from '../server/api/files.server';
import { apiRoute } from '../server/api/operation.server';

/** PUT /v1/releases/{id}/artwork (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(putArtwork);
export const loader = route.loader;
export const action = route.action;
