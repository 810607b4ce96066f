import type { ServiceDeps } from '../deps';
import type { StartedWorkflow, WithdrawalWorkflows } from '../ports/workflows';
import { failPayout } from './pay-payout';
import { createWithdrawal, type WithdrawalInput } from './withdrawals';

export interface RequestedWithdrawal extends StartedWorkflow {
  payoutId: string;
  /** When it will be paid: fixed now by the plan the user has now. */
  availableAt: Date;
}

/**
 * Requests a withdrawal: holds the amount in a waiting payout (see createWithdrawal for the checks) and starts
 * the workflow that pays it once the wait is over.
 */
export async function requestWithdrawal(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'> & { withdrawals: WithdrawalWorkflows },
  input: WithdrawalInput,
): Promise<RequestedWithdrawal> {
  const payout = await createWithdrawal({ prisma: deps.prisma, now: deps.now, settings: deps.settings }, input);
  try {
    const started = await deps.withdrawals.start({ payoutId: payout.id, availableAt: payout.availableAt.toISOString() });
    return { payoutId: payout.id, availableAt: payout.availableAt, ...started };
  } catch (error) {
    // Nothing would ever pay this payout: give its amount back instead of holding it forever.
    await failPayout(deps.prisma, { payoutId: payout.id, message: `The payout workflow could not be started: ${(error as Error).message}` });
    throw error;
  }
}
