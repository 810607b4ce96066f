import type { DbClient } from '@slipcase/db';
import { listPayouts, type PayoutView } from './payouts';
import type { PayoutMethod } from './rails/rail';
import { payoutDestination } from './withdrawals';

export interface AccountPayouts {
  /** The method withdrawals are paid with; null until one is set up with its destination (then they are refused). */
  payoutMethod: PayoutMethod | null;
  /** The latest request first. */
  payouts: PayoutView[];
}

/** The user's withdrawals and the method they are paid with: what the royalties page, `/v1` and the CLI show. */
export async function accountPayouts(db: DbClient, userId: string): Promise<AccountPayouts> {
  const [payouts, user] = await Promise.all([
    listPayouts(db, userId),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { payoutMethod: true, stripeAccountId: true, payoneerEmail: true } }),
  ]);
  return { payoutMethod: payoutDestination(user)?.method ?? null, payouts };
}
