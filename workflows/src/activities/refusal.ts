import { ApplicationFailure } from '@temporalio/common';
import { isAppError } from '@slipcase/domain';

/**
 * Runs a service for an activity: its refusal (an AppError) fails the activity without retry, typed with the
 * refusal's code, which the client passes on as the AppError of the same code. Other errors are retried.
 */
export async function refusingWithoutRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw ApplicationFailure.nonRetryable(error.message, error.code);
    throw error;
  }
}
