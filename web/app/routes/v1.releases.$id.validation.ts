import { apiRoute } from '../server/api/operation.server';
import { getValidation } from '../server/api/validation.server';

/** GET /v1/releases/{id}/validation (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getValidation);
export const loader = route.loader;
export const action = route.action;
