import { createSmartLinkOperation } from '../server/api/smart-links.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/smartlinks (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(createSmartLinkOperation);
export const loader = route.loader;
export const action = route.action;
