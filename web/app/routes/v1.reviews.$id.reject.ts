import { apiRoute } from '../server/api/operation.server';
import { rejectReview } from '../server/api/reviews.server';

/** POST /v1/reviews/{id}/reject (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(rejectReview);
export const loader = route.loader;
export const action = route.action;
