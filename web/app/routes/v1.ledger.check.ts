import { getLedgerCheck } from '../server/api/ledger-check.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/ledger/check (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getLedgerCheck);
export const loader = route.loader;
export const action = route.action;
