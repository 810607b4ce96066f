import { apiRoute } from '../server/api/operation.server';
import { deleteTrackOperation, updateTrack } from '../server/api/tracks.server';

/** PATCH and DELETE /v1/releases/{id}/tracks/{trackId} (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(updateTrack, deleteTrackOperation);
export const loader = route.loader;
export const action = route.action;
