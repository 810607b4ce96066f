import { getTrackAudio } from '../server/api/file-downloads.server';
import { putTrackAudio } from '../server/api/files.server';
import { apiRoute } from '../server/api/operation.server';

/** GET and PUT /v1/releases/{id}/tracks/{trackId}/audio (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getTrackAudio, putTrackAudio);
export const loader = route.loader;
export const action = route.action;
