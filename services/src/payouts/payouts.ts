import type { DbClient, Payout } from '@slipcase/db';
import type { Plan } from '@slipcase/domain';
import type { WithdrawalStatus } from '@slipcase/domain';
import type { PayoutMethod } from './rails/rail';

/** A withdrawal as web and CLI show it: plain JSON, dates as ISO strings. */
export interface PayoutView {
  id: string;
  amountCents: number;
  currency: string;
  method: PayoutMethod;
  status: WithdrawalStatus;
  /** The plan whose wait applies: the one the user had when requesting, whatever they have now. */
  planAtRequest: Plan;
  requestedAt: string;
  /** When it is (or was) payable. */
  availableAt: string;
  paidAt: string | null;
  /** The provider's id of the payment, once paid. */
  externalId: string | null;
  failure: string | null;
}

function toView(payout: Payout): PayoutView {
  return {
    id: payout.id,
    amountCents: payout.amountCents,
    currency: payout.currency,
    method: payout.method,
    status: payout.status,
    planAtRequest: payout.planAtRequest,
    requestedAt: payout.requestedAt.toISOString(),
    availableAt: payout.availableAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
    externalId: payout.externalId,
    failure: payout.failure,
  };
}

/** The user's withdrawals, the latest request first. */
export async function listPayouts(db: DbClient, userId: string): Promise<PayoutView[]> {
  const payouts = await db.payout.findMany({ where: { userId }, orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }] });
  return payouts.map(toView);
}

/** One withdrawal and whose it is; null when there is none with that id. */
export async function getPayoutView(
  db: DbClient,
  payoutId: string,
): Promise<(PayoutView & { owner: { id: string; username: string } }) | null> {
  const payout = await db.payout.findUnique({ where: { id: payoutId }, include: { user: { select: { id: true, username: true } } } });
  if (!payout) return null;
  const { user, ...row } = payout;
  return { ...toView(row), owner: user };
}
