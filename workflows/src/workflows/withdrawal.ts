import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import {
  cancelWithdrawalUpdate,
  withdrawalStateQuery,
  type WithdrawalWorkflowInput,
  type WithdrawalWorkflowState,
} from '../contracts';

// Database writes: retried until the database answers again; business refusals are non-retryable failures.
const { cancelPayout, failPayout } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

// A provider may be down for a while: about two and a half hours of retries, well inside the 24 hours for which
// Stripe remembers an idempotency key, so a late retry cannot pay twice.
const { payPayout } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '30 seconds', backoffCoefficient: 2, maximumInterval: '30 minutes', maximumAttempts: 10 },
});

/**
 * One withdrawal: waits until the payout is payable (the date was fixed at request time by the plan then), then
 * pays it through the rail of its method. A payment that fails for good marks the payout failed, which gives the
 * amount back to the balance. The artist may cancel while it waits.
 */
export async function withdrawalWorkflow(input: WithdrawalWorkflowInput): Promise<WithdrawalWorkflowState> {
  const { payoutId } = input;
  const payableAt = Date.parse(input.availableAt);
  if (Number.isNaN(payableAt)) {
    throw ApplicationFailure.nonRetryable(`Not an instant: availableAt ${input.availableAt}`, 'invalid_input');
  }
  const state: WithdrawalWorkflowState = { payoutId, status: 'waiting', availableAt: input.availableAt };
  let cancelling = false;

  setHandler(withdrawalStateQuery, () => state);
  setHandler(
    cancelWithdrawalUpdate,
    async () => {
      cancelling = true;
      try {
        await cancelPayout({ payoutId });
        state.status = 'cancelled';
      } finally {
        cancelling = false;
      }
      return state;
    },
    {
      validator: () => {
        if (state.status !== 'waiting' || cancelling) {
          throw ApplicationFailure.nonRetryable(
            `Payout ${payoutId} cannot be cancelled while ${cancelling ? 'being cancelled' : state.status}`,
            'invalid_transition',
          );
        }
      },
    },
  );

  /** True once cancelled; false when the payout is due. A cancellation that failed leaves the wait as it was. */
  async function waitUntilPayable(): Promise<boolean> {
    for (;;) {
      if (cancelling) await condition(() => !cancelling);
      if (state.status === 'cancelled') return true;
      const remaining = payableAt - Date.now();
      if (remaining <= 0) return false;
      await condition(() => cancelling, remaining);
    }
  }

  if (!(await waitUntilPayable())) {
    state.status = 'paying';
    try {
      const paid = await payPayout({ payoutId });
      state.status = 'paid';
      state.externalId = paid.externalId;
    } catch (error) {
      const message = error instanceof ActivityFailure && error.cause ? error.cause.message : String(error);
      state.status = (await failPayout({ payoutId, message })).status;
      state.failure = message;
    }
  }
  await condition(allHandlersFinished);
  return state;
}
