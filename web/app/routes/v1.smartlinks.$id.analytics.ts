import { getSmartLinkAnalytics } from '../server/api/smart-links.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/smartlinks/{id}/analytics (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getSmartLinkAnalytics);
export const loader = route.loader;
export const action = route.action;
