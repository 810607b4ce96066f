import { apiRoute } from '../server/api/operation.server';
import { listReleaseSplits, setReleaseSplit } from '../server/api/splits.server';

/** GET and PUT /v1/releases/{id}/splits (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listReleaseSplits, setReleaseSplit);
export const loader = route.loader;
export const action = route.action;
