import { apiRoute } from '../server/api/operation.server';
import { addTracks } from '../server/api/track-batch.server';

/** POST /v1/releases/{id}/tracks/batch (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(addTracks);
export const loader = route.loader;
export const action = route.action;
