import { listLedgerEntries } from '../server/api/money.server';
import { apiRoute } from '../server/api/operation.server';

/** GET /v1/ledger/entries (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(listLedgerEntries);
export const loader = route.loader;
export const action = route.action;
