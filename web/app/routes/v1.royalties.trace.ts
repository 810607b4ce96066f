import { apiRoute } from '../server/api/operation.server';
import { traceRoyaltiesOperation } from '../server/api/royalty-trace.server';

/** GET /v1/royalties/trace (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(traceRoyaltiesOperation);
export const loader = route.loader;
export const action = route.action;
