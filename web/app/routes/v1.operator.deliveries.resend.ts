import { resendDeliveryOperation } from '../server/api/delivery-console.server';
import { apiRoute } from '../server/api/operation.server';

/** POST /v1/operator/deliveries/resend (decision 018; the document at /v1/openapi.json). */
const route = apiRoute(resendDeliveryOperation);
export const loader = route.loader;
export const action = route.action;
