import type { ErrorCode } from '@slipcase/domain';
import english from '../../locales/en/common.json';
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

/** The English message of a failure, its placeholders filled ("Try again in 15 minutes"). */
function englishMessage(failure: AuthFailure): string {
  const template = (english.errors as Record<string, string>)[failure.code] ?? english.errors.server_error;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(failure.params?.[name] ?? whole));
}

/** The `/v1` answer of a refused step: `{ error: { code, message, field } }`, with Retry-After when throttled. */
export function authFailureResponse(failure: AuthFailure): Response {
  const response = apiError(failure.status, failure.code, { field: failure.field, message: englishMessage(failure) });
  if (failure.retryAfterSeconds !== undefined) response.headers.set('Retry-After', String(failure.retryAfterSeconds));
  return response;
}
