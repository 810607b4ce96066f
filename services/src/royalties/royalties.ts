import type { ServiceDeps } from '../deps';
import { ledgerSummary } from '../payouts/ledger';
import { listPayouts } from '../payouts/payouts';
import { payoutDestination } from '../payouts/withdrawals';

/** Everything the royalties page shows of the user's money: the balance, every royalty line (newest first) and payout. */
export async function loadRoyalties({ prisma, settings }: Pick<ServiceDeps, 'prisma' | 'settings'>, userId: string) {
  const [summary, payouts, rows, user] = await Promise.all([
    ledgerSummary(prisma, userId),
    listPayouts(prisma, userId),
    prisma.royaltyLine.findMany({ where: { userId }, orderBy: [{ date: 'desc' }, { amountCents: 'desc' }, { id: 'asc' }] }),
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { payoutMethod: true, stripeAccountId: true, payoneerEmail: true } }),
  ]);
  const lines = rows.map((line) => ({
    id: line.id,
    date: line.date.toISOString().slice(0, 10),
    period: line.period,
    platform: line.platform,
    country: line.country,
    trackTitle: line.trackTitle,
    isrc: line.isrc,
    amountCents: line.amountCents,
    currency: line.currency,
    status: line.status,
  }));
  return {
    summary,
    lines,
    payouts,
    payoutConfigured: payoutDestination(user) !== null,
    minimumWithdrawalCents: settings.minimumWithdrawalCents,
  };
}
