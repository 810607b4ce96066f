import type { ErrorCode } from '@slipcase/domain';
import { apiError } from '../api-auth.server';
import { waitMinutes } from './throttle.server';

/** Why a sign-in step was refused: the code, the field it is about, and what the API answers. */
export interface AuthFailure {
  code: ErrorCode;
  status: number;
  field?: string;
  params?: Record<string, number>;
  /** Seconds until a throttled caller may try again (the API's Retry-After). */
  retryAfterSeconds?: number;
}

export function tooManyAttempts(seconds: number): AuthFailure {
  return { code: 'too_many_attempts', status: 429, params: { minutes: waitMinutes(seconds) }, retryAfterSeconds: seconds };
}

/** The `/v1` answer of a refused step: `{ error: { code, message, field } }`, with Retry-After when throttled. */
export function authFailureResponse(failure: AuthFailure): Response {
  return apiError(failure.status, failure.code, {
    field: failure.field,
    params: failure.params,
    ...(failure.retryAfterSeconds !== undefined && { headers: { 'Retry-After': String(failure.retryAfterSeconds) } }),
  });
}
