import { apiRoute } from '../server/api/operation.server';
import { listReviews } from '../server/api/reviews.server';

/** GET /v1/reviews (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listReviews);
export const loader = route.loader;
export const action = route.action;
