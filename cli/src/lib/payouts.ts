import { config } from '@slipcase/config';
import type { Client } from '@temporalio/client';
import type { PrismaClient } from '@slipcase/db';
import { AppError, parseAmountCents, withdrawalWaitDays } from '@slipcase/domain';
import { cancelWithdrawal, requestWithdrawal, type WithdrawalWorkflowState } from '@slipcase/services';
import { withdrawalWorkflows } from '@slipcase/workflows/client';
import { accountPayouts } from '@slipcase/services/payouts/account-payouts';
import { ledgerSummary } from '@slipcase/services/payouts/ledger';
import { getPayoutView, type PayoutView } from '@slipcase/services/payouts/payouts';
import type { RoyaltiesReport } from './royalties/royalties-report';
import { reachingTemporal } from './temporal';
import { requireActingUser, type ActingUser } from './users';

export interface PayoutDeps {
  prisma: PrismaClient;
  /** Reached only once the database has accepted what is asked: a lazily connecting client (lazyTemporalClient). */
  temporal: Client;
}

export interface RequestedPayout extends PayoutView {
  /** The wait of the plan at request time, in days: what `availableAt` was computed from. */
  waitDays: number;
  workflowId: string;
  runId: string;
}

export interface PayoutStatus {
  payout: PayoutView & { owner: { id: string; username: string } };
  /** What the payout's workflow reports; null when it has none (it could not be started). */
  workflow: WithdrawalWorkflowState | null;
}

const CURRENCY = 'USD';

/** The acting user's balance (royalties, held, paid, available) and withdrawals. */
export async function royaltiesOf(prisma: PrismaClient, as: string | undefined): Promise<RoyaltiesReport> {
  const user = await requireActingUser(prisma, as);
  const [summary, payouts] = await Promise.all([ledgerSummary(prisma, user.id), accountPayouts(prisma, user.id)]);
  return { user: user.username, currency: CURRENCY, ...summary, ...payouts };
}

async function requirePayout(prisma: PrismaClient, payoutId: string): Promise<PayoutStatus['payout']> {
  const payout = await getPayoutView(prisma, payoutId);
  if (!payout) throw new AppError('not_found', 'payoutId', { payoutId }, `Payout ${payoutId} not found`);
  return payout;
}

function requireOwnPayout(payout: PayoutStatus['payout'], user: ActingUser): void {
  if (payout.owner.id !== user.id) {
    throw new AppError(
      'permission_denied',
      'payoutId',
      {},
      `Permission denied: payout ${payout.id} belongs to ${payout.owner.username}, not ${user.username}`,
    );
  }
}

/**
 * Requests a withdrawal of `amount` (e.g. '25.00') as the acting user. The client checks the payout method, the
 * minimum and the balance against the database before it starts the workflow, so those refusals need no Temporal.
 */
export async function requestPayoutAs(
  deps: PayoutDeps,
  input: { amount: string; as: string | undefined },
): Promise<RequestedPayout> {
  const amountCents = parseAmountCents(input.amount);
  if (amountCents === null) {
    throw new AppError(
      'invalid_amount',
      'amount',
      {},
      `Not a valid amount: ${input.amount}. Give a positive amount with at most two decimals, e.g. 25.00`,
    );
  }
  const user = await requireActingUser(deps.prisma, input.as);
  const requested = await reachingTemporal(() =>
    requestWithdrawal(
      { prisma: deps.prisma, now: new Date(), settings: config().settings, withdrawals: withdrawalWorkflows({ client: deps.temporal }) },
      { userId: user.id, amountCents },
    ),
  );
  const payout = await requirePayout(deps.prisma, requested.payoutId);
  return {
    ...payout,
    waitDays: withdrawalWaitDays(payout.planAtRequest),
    workflowId: requested.workflowId,
    runId: requested.runId,
  };
}

/** Cancels a withdrawal of the acting user's that still waits: its amount is back in the balance. */
export async function cancelPayoutAs(
  deps: PayoutDeps,
  input: { payoutId: string; as: string | undefined },
): Promise<PayoutStatus> {
  const user = await requireActingUser(deps.prisma, input.as);
  const payout = await requirePayout(deps.prisma, input.payoutId);
  requireOwnPayout(payout, user);
  try {
    const workflow = await reachingTemporal(() =>
      cancelWithdrawal({ prisma: deps.prisma, withdrawals: withdrawalWorkflows({ client: deps.temporal }) }, { payoutId: payout.id, userId: user.id }),
    );
    return { payout: await requirePayout(deps.prisma, payout.id), workflow };
  } catch (error) {
    // Without a message of its own the refusal would read as the web's, which speaks of releases.
    if (error instanceof AppError && error.code === 'invalid_transition' && error.message === error.code) {
      const status = String(error.params.status ?? payout.status);
      throw new AppError(error.code, error.field, error.params, `Payout ${payout.id} cannot be cancelled: it is ${status}`);
    }
    throw error;
  }
}

/** A withdrawal as the database has it, and what its workflow reports. */
export async function payoutStatus(deps: PayoutDeps, payoutId: string): Promise<PayoutStatus> {
  const payout = await requirePayout(deps.prisma, payoutId);
  const workflow = await reachingTemporal(() => withdrawalWorkflows({ client: deps.temporal }).state(payout.id));
  return { payout, workflow };
}
