import { AppError, withdrawalWaitDays } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { WithdrawalWorkflowState, WithdrawalWorkflows } from '../ports/workflows';
import { cancelWithdrawal } from './cancel-withdrawal';
import { getPayoutView, type PayoutView } from './payouts';
import { requestWithdrawal } from './request-withdrawal';
import type { WithdrawalInput } from './withdrawals';

// A withdrawal as `/v1` and the CLI (either way) answer it: requested, cancelled or looked at.

export interface RequestedPayout extends PayoutView {
  /** The wait of the plan at request time, in days: what `availableAt` was computed from. */
  waitDays: number;
}

export interface PayoutStatus {
  payout: PayoutView & { owner: { username: string } };
  /** What the payout's workflow reports; null when it has none (it could not be started). */
  workflow: WithdrawalWorkflowState | null;
}

type WithdrawalPorts = { withdrawals: WithdrawalWorkflows };

/** The payout; with `userId`, only that account's (another's answers not found, as a missing one does). */
async function payoutOf(deps: Pick<ServiceDeps, 'prisma'>, input: { payoutId: string; userId?: string }): Promise<PayoutStatus['payout']> {
  const found = await getPayoutView(deps.prisma, input.payoutId);
  if (!found || (input.userId !== undefined && found.owner.id !== input.userId)) throw new AppError('not_found', 'payoutId');
  const { owner, ...payout } = found;
  return { ...payout, owner: { username: owner.username } };
}

/** Requests a withdrawal (requestWithdrawal) and answers the payout made, with the wait that dates it. */
export async function requestPayout(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'> & WithdrawalPorts,
  input: WithdrawalInput,
): Promise<RequestedPayout> {
  const requested = await requestWithdrawal(deps, input);
  const { owner: _owner, ...payout } = await payoutOf(deps, { payoutId: requested.payoutId });
  return { ...payout, waitDays: withdrawalWaitDays(payout.planAtRequest) };
}

/** Cancels a waiting withdrawal of the account's (cancelWithdrawal) and answers it as it is now. */
export async function cancelPayout(deps: Pick<ServiceDeps, 'prisma'> & WithdrawalPorts, input: { payoutId: string; userId: string }): Promise<PayoutStatus> {
  const workflow = await cancelWithdrawal(deps, input);
  return { payout: await payoutOf(deps, input), workflow };
}

/** A withdrawal as the database has it and what its workflow reports; `userId` limits it to that account's. */
export async function payoutStatus(deps: Pick<ServiceDeps, 'prisma'> & WithdrawalPorts, input: { payoutId: string; userId?: string }): Promise<PayoutStatus> {
  const payout = await payoutOf(deps, input);
  return { payout, workflow: await deps.withdrawals.state(payout.id) };
}
