import type { ErrorCode } from '@slipcase/domain';
import { waitMinutes } from './throttle';

/** Why a sign-in step was refused: the code, the field it is about, and the status an API answers it with. */
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
