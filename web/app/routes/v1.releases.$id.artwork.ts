import { getArtwork } from '../server/api/file-downloads.server';
import { putArtwork } from '../server/api/files.server';
import { apiRoute } from '../server/api/operation.server';

/** GET and PUT /v1/releases/{id}/artwork (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getArtwork, putArtwork);
export const loader = route.loader;
export const action = route.action;
