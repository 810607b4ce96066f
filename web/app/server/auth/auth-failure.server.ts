import { httpStatusOf } from '@slipcase/api-contract/http-status';
import type { AuthFailure as ServiceAuthFailure } from '@slipcase/services/accounts/auth-failure';
import { apiError } from '../api-auth.server';

/**
 * A refused sign-in step. `status` only for the edge's own refusals whose status is not their code's: a provider
 * callback it cannot trust (`auth_failed`, 400: the request, not the caller, is wrong) and a provider not
 * configured here (404). Every other failure answers its code's status.
 */
export type AuthFailure = ServiceAuthFailure & { status?: 400 | 404 };

export function authFailureStatus(failure: AuthFailure): number {
  return failure.status ?? httpStatusOf(failure.code);
}

/** The `/v1` answer of a refused step: `{ error: { code, message, field } }`, with Retry-After when throttled. */
export function authFailureResponse(failure: AuthFailure): Response {
  return apiError(failure.code, {
    status: authFailureStatus(failure),
    field: failure.field,
    params: failure.params,
    ...(failure.retryAfterSeconds !== undefined && { headers: { 'Retry-After': String(failure.retryAfterSeconds) } }),
  });
}
