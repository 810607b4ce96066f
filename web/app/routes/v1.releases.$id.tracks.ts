import { addTrack } from '../server/api/files.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/releases/{id}/tracks (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(addTrack);
export const loader = route.loader;
export const action = route.action;
