import { apiRoute } from '../server/api/operation.server';
import { analyticsOperation } from '../server/api/analytics.server';

/** GET /v1/analytics (issue 30; the document at /v1/openapi.json). */
const route = apiRoute(analyticsOperation);
export const loader = route.loader;
export const action = route.action;
