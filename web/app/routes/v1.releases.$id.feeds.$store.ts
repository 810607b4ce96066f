import { apiRoute } from '../server/api/operation.server';
import { getStoreFeed } from '../server/api/store-feeds.server';

/** GET /v1/releases/{id}/feeds/{store} (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getStoreFeed);
export const loader = route.loader;
export const action = route.action;
