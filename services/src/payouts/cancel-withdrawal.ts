import { AppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { WorkflowNotRunningError, type WithdrawalWorkflowState, type WithdrawalWorkflows } from '../ports/workflows';

/** Cancels a withdrawal of the user's that still waits; returns the workflow's state once cancelled. */
export async function cancelWithdrawal(
  deps: Pick<ServiceDeps, 'prisma'> & { withdrawals: WithdrawalWorkflows },
  input: { payoutId: string; userId: string },
): Promise<WithdrawalWorkflowState> {
  const payout = await deps.prisma.payout.findUnique({ where: { id: input.payoutId }, select: { userId: true, status: true } });
  // Another account's payout is answered as one that does not exist: its id tells the caller nothing.
  if (payout?.userId !== input.userId) throw new AppError('not_found', 'payoutId');
  try {
    return await deps.withdrawals.cancel(input.payoutId);
  } catch (error) {
    if (error instanceof WorkflowNotRunningError) throw new AppError('payout_not_waiting', 'status', { status: payout.status });
    throw error;
  }
}
