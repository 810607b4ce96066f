import type { ErrorCode } from '@slipcase/domain';
import { waitMinutes } from './throttle';

/** Why a sign-in step was refused: the code and the field it is about (the edge answers the code's status). */
export interface AuthFailure {
  code: ErrorCode;
  field?: string;
  params?: Record<string, number>;
  /** Seconds until a throttled caller may try again (the API's Retry-After). */
  retryAfterSeconds?: number;
}

export function tooManyAttempts(seconds: number): AuthFailure {
  return { code: 'too_many_attempts', params: { minutes: waitMinutes(seconds) }, retryAfterSeconds: seconds };
}
