import type { DbClient, PayoutStatus } from '@slipcase/db';

/** Waiting and paying payouts hold their amount; paid ones took it; failed and cancelled ones gave it back. */
const HOLDING: PayoutStatus[] = ['waiting', 'paying'];

export interface LedgerSummary {
  /** Every royalty line credited to the user. */
  royaltiesCents: number;
  /** Requested withdrawals not paid yet. */
  heldCents: number;
  paidCents: number;
  /** What the user may withdraw now. */
  availableCents: number;
}

/**
 * The user's money in one currency: royalty lines in, payouts out. Royalty lines hold the artist's share
 * already (the plan's share is applied when a line is recorded, not here: the plan may have changed since).
 */
export async function ledgerSummary(db: DbClient, userId: string, currency = 'USD'): Promise<LedgerSummary> {
  const royalties = await db.royaltyLine.aggregate({ where: { userId, currency }, _sum: { amountCents: true } });
  const payouts = await db.payout.groupBy({
    by: ['status'],
    where: { userId, currency, status: { in: [...HOLDING, 'paid'] } },
    _sum: { amountCents: true },
  });
  const sumOf = (statuses: PayoutStatus[]) =>
    payouts.filter((group) => statuses.includes(group.status)).reduce((sum, group) => sum + (group._sum.amountCents ?? 0), 0);
  const royaltiesCents = royalties._sum.amountCents ?? 0;
  const heldCents = sumOf(HOLDING);
  const paidCents = sumOf(['paid']);
  return { royaltiesCents, heldCents, paidCents, availableCents: royaltiesCents - heldCents - paidCents };
}

export async function availableBalanceCents(db: DbClient, userId: string, currency = 'USD'): Promise<number> {
  return (await ledgerSummary(db, userId, currency)).availableCents;
}
