import type { ServiceDeps } from '../deps';
import { ledgerSummary } from '../payouts/ledger';
import { listPayouts } from '../payouts/payouts';
import { payoutDestination } from '../payouts/withdrawals';
import { royaltyBreakdowns } from './breakdowns';
import { statementPeriods } from './payment-history';
import { royaltyLines } from './royalty-lines';

/** The royalties page lists this many of the newest lines; the ledger CSV export has them all. */
export const PAGE_LINE_COUNT = 100;

/**
 * Everything the royalties page shows of the user's money, from the ledger: the overview in whole cents, the
 * breakdowns, the newest royalty lines, the periods with statements, the payouts.
 */
export async function loadRoyalties({ prisma, settings }: Pick<ServiceDeps, 'prisma' | 'settings'>, userId: string) {
  const [summary, breakdowns, lines, periods, payouts, user] = await Promise.all([
    ledgerSummary(prisma, userId),
    royaltyBreakdowns(prisma, userId),
    royaltyLines(prisma, userId, { order: 'newest', limit: PAGE_LINE_COUNT }),
    statementPeriods(prisma, userId),
    listPayouts(prisma, userId),
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { payoutMethod: true, stripeAccountId: true, payoneerEmail: true } }),
  ]);
  return {
    summary,
    breakdowns,
    lines,
    periods,
    payouts,
    payoutConfigured: payoutDestination(user) !== null,
    minimumWithdrawalCents: settings.minimumWithdrawalCents,
  };
}
