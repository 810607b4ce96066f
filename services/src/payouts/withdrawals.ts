import type { Payout, PrismaClient, User } from '@slipcase/db';
import { AppError, checkWithdrawal, withdrawalAvailableAt, type Settings } from '@slipcase/domain';
import type { PayoutMethod } from './rails/rail';
import { ledgerSummary } from './ledger';
import { holdPayout } from './payout-ledger';

export interface WithdrawalDeps {
  prisma: PrismaClient;
  /** The request's instant: the wait of the plan starts here. */
  now: Date;
  settings: Settings;
}

export interface WithdrawalInput {
  userId: string;
  amountCents: number;
}

type PayoutSettings = Pick<User, 'payoutMethod' | 'stripeAccountId' | 'payoneerEmail'>;

/**
 * Where a user's payouts by `method` (default: the one they chose) go: the method and its account, or null when
 * either is missing.
 */
export function payoutDestination(
  user: PayoutSettings,
  method: PayoutMethod | null = user.payoutMethod,
): { method: PayoutMethod; destination: string } | null {
  const destination = method === 'stripe' ? user.stripeAccountId : user.payoneerEmail;
  return method && destination ? { method, destination } : null;
}

/**
 * Records a withdrawal: checks the payout method, what is owed, the minimum and the balance, and holds the amount by creating
 * the Payout (waiting) with the wait of the user's plan now. The user's row stays locked until the payout is
 * written, so requests made at the same time are checked one after the other and cannot overdraw.
 */
export async function createWithdrawal(deps: WithdrawalDeps, input: WithdrawalInput): Promise<Payout> {
  const { prisma, now } = deps;
  const minimumCents = deps.settings.minimumWithdrawalCents;
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${input.userId} FOR UPDATE`;
    const user = await tx.user.findUnique({ where: { id: input.userId } });
    if (!user) throw new AppError('not_found', 'userId');
    const target = payoutDestination(user);
    if (!target) throw new AppError('payout_not_configured', 'payoutMethod');

    const money = await ledgerSummary(tx, user.id);
    const [refusal] = checkWithdrawal({ amountCents: input.amountCents, availableBalanceCents: money.availableCents, owedCents: money.owedCents, minimumCents });
    if (refusal) throw new AppError(refusal.code, refusal.field, refusal.params);

    const payout = await tx.payout.create({
      data: {
        userId: user.id,
        amountCents: input.amountCents,
        method: target.method,
        planAtRequest: user.plan,
        requestedAt: now,
        availableAt: withdrawalAvailableAt({ plan: user.plan, requestedAt: now }),
      },
    });
    await holdPayout(tx, payout);
    return payout;
  });
}
