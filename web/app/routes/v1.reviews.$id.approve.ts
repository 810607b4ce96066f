import { apiRoute } from '../server/api/operation.server';
import { approveReview } from '../server/api/reviews.server';

/** POST /v1/reviews/{id}/approve (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(approveReview);
export const loader = route.loader;
export const action = route.action;
