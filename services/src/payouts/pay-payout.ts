import type { PayoutStatus, PrismaClient } from '@slipcase/db';
import { AppError, heldPayoutRefusal, type FieldError } from '@slipcase/domain';
import { ledgerSummary } from './ledger';
import { PayoutRefusedError, type PayoutRails } from './rails/rail';
import { returnPayout, settlePayout } from './payout-ledger';
import { payoutDestination } from './withdrawals';

export interface PayoutInput {
  payoutId: string;
}

export interface PaidPayout {
  externalId: string;
  /** ISO instant. */
  paidAt: string;
}

export interface FailPayoutInput {
  payoutId: string;
  message: string;
}

/**
 * Why a payout cannot be paid, which no retry mends and no person asked for: the worker lacks the rail, the
 * provider refused, or the row contradicts a payment made. The activity fails for good with `type`.
 */
export class PayoutFailure extends Error {
  constructor(
    readonly type: 'payout_rail_unavailable' | 'payout_refused' | 'payout_state_conflict' | 'payout_held_for_owed',
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'PayoutFailure';
  }
}

const heldBack = (payoutId: string, refusal: FieldError) =>
  new PayoutFailure(
    'payout_held_for_owed',
    `Payout ${payoutId} was not paid: ${refusal.params!.owed} is owed from a refund, and is paid back from this amount first`,
    refusal.params as Record<string, string>,
  );

const notFound = (payoutId: string) => new AppError('not_found', 'payoutId', {}, `Payout ${payoutId} does not exist`);

/**
 * Pays a payout whose wait is over: marks it paying, pays it through the rail of its method to the account the
 * user has for that method now, and marks it paid. Safe to retry at any point: a paid payout returns its receipt,
 * and a paying one is paid again under the same idempotency key, which the rail turns into the first payment.
 * A refusal by the provider, a payout that cannot be paid on this worker, or one whose holder owes money from a
 * refund posted since it was requested (paid back from it first, once it fails) is a PayoutFailure (no retry).
 */
export async function payPayout(deps: { prisma: PrismaClient; rails: PayoutRails; now: Date }, input: PayoutInput): Promise<PaidPayout> {
  const { prisma, rails } = deps;
  const { payoutId } = input;
  const payout = await prisma.payout.findUnique({
    where: { id: payoutId },
    include: { user: { select: { payoutMethod: true, stripeAccountId: true, payoneerEmail: true } } },
  });
  if (!payout) throw notFound(payoutId);
  if (payout.status === 'paid') return { externalId: payout.externalId!, paidAt: payout.paidAt!.toISOString() };
  if (payout.status === 'failed' || payout.status === 'cancelled') {
    throw new AppError('invalid_transition', 'status', {}, `Payout ${payoutId} is ${payout.status}`);
  }
  if (payout.status === 'waiting') {
    // A payout already paying may have reached the provider: only one not started yet is held back.
    const held = heldPayoutRefusal({ owedCents: (await ledgerSummary(prisma, payout.userId)).owedCents, currency: payout.currency });
    if (held) throw heldBack(payoutId, held);
    const { count } = await prisma.payout.updateMany({ where: { id: payoutId, status: 'waiting' }, data: { status: 'paying' } });
    if (count !== 1) throw new Error(`Payout ${payoutId} changed status while being paid`);
  }

  const target = payoutDestination(payout.user, payout.method);
  if (!target) {
    throw new AppError('payout_not_configured', 'payoutMethod', {}, `The user has no ${payout.method} account to pay to`);
  }
  const rail = rails[payout.method];
  if (!rail) {
    throw new PayoutFailure('payout_rail_unavailable', `No ${payout.method} payout rail is configured on this worker`);
  }

  let externalId: string;
  try {
    ({ externalId } = await rail.pay({
      payoutId,
      amountCents: payout.amountCents,
      currency: payout.currency,
      destination: target.destination,
    }));
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      throw new PayoutFailure('payout_refused', error.message, { reason: error.reason });
    }
    throw error;
  }

  const paidAt = deps.now;
  const count = await prisma.$transaction(async (tx) => {
    const { count: paid } = await tx.payout.updateMany({ where: { id: payoutId, status: 'paying' }, data: { status: 'paid', externalId, paidAt } });
    if (paid === 1) await settlePayout(tx, payout);
    return paid;
  });
  if (count !== 1) {
    const now = await prisma.payout.findUniqueOrThrow({ where: { id: payoutId } });
    if (now.status === 'paid' && now.externalId === externalId) return { externalId, paidAt: now.paidAt!.toISOString() };
    // Paid at the provider, yet the row says otherwise: a person must look, and no retry may hide it.
    throw new PayoutFailure('payout_state_conflict', `Payout ${payoutId} was paid (${externalId}) but is recorded as ${now.status}`);
  }
  return { externalId, paidAt: paidAt.toISOString() };
}

/**
 * Records that a payout will not be paid, which gives its amount back to the balance. A payout already paid,
 * cancelled or failed keeps its status; the status the payout ends with is returned.
 */
export async function failPayout(prisma: PrismaClient, input: FailPayoutInput): Promise<{ status: PayoutStatus }> {
  await endPayout(prisma, input.payoutId, ['waiting', 'paying'], { status: 'failed', failure: input.message });
  const payout = await prisma.payout.findUnique({ where: { id: input.payoutId }, select: { status: true } });
  if (!payout) throw notFound(input.payoutId);
  return { status: payout.status };
}

/** Ends a payout that is in one of `from` and gives its amount back to the balance, at once; false if it was not. */
async function endPayout(
  prisma: PrismaClient,
  payoutId: string,
  from: PayoutStatus[],
  data: { status: 'failed'; failure: string } | { status: 'cancelled' },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.payout.updateMany({ where: { id: payoutId, status: { in: from } }, data });
    if (count !== 1) return false;
    await returnPayout(tx, await tx.payout.findUniqueOrThrow({ where: { id: payoutId } }));
    return true;
  });
}

/** Cancels a payout still waiting, which gives its amount back to the balance. Idempotent. */
export async function cancelPayout(prisma: PrismaClient, input: PayoutInput): Promise<{ status: 'cancelled' }> {
  if (await endPayout(prisma, input.payoutId, ['waiting'], { status: 'cancelled' })) return { status: 'cancelled' };
  const payout = await prisma.payout.findUnique({ where: { id: input.payoutId }, select: { status: true } });
  if (!payout) throw notFound(input.payoutId);
  if (payout.status === 'cancelled') return { status: 'cancelled' };
  throw new AppError('invalid_transition', 'status', {}, `Payout ${input.payoutId} is ${payout.status}: too late to cancel`);
}
