import { apiRoute } from '../server/api/operation.server';
import { getRoyaltyLedger } from '../server/api/royalty-ledger.server';

/** GET /v1/royalties/ledger (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(getRoyaltyLedger);
export const loader = route.loader;
export const action = route.action;
