import type { AuthFailure } from '@slipcase/services/accounts/auth-failure';
import { apiError } from '../api-auth.server';

export type { AuthFailure } from '@slipcase/services/accounts/auth-failure';

/** The `/v1` answer of a refused step: `{ error: { code, message, field } }`, with Retry-After when throttled. */
export function authFailureResponse(failure: AuthFailure): Response {
  return apiError(failure.status, failure.code, {
    field: failure.field,
    params: failure.params,
    ...(failure.retryAfterSeconds !== undefined && { headers: { 'Retry-After': String(failure.retryAfterSeconds) } }),
  });
}
