import { ApplicationFailure } from '@temporalio/common';
import { isAppError } from '@slipcase/domain';
import { PayoutFailure } from '@slipcase/services/payouts/pay-payout';

/**
 * Runs a service for an activity: its refusal (an AppError) fails the activity without retry, typed with the
 * refusal's code, which the client passes on as the AppError of the same code; so does a PayoutFailure, with its
 * details. Other errors are retried.
 */
export async function refusingWithoutRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw ApplicationFailure.nonRetryable(error.message, error.code);
    if (error instanceof PayoutFailure) {
      throw ApplicationFailure.nonRetryable(error.message, error.type, ...(error.details ? [error.details] : []));
    }
    throw error;
  }
}
