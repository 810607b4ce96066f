import type { ServiceDeps } from '../deps';
import { ledgerSummary } from '../payouts/ledger';
import { accountPayouts } from '../payouts/account-payouts';
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
  const [summary, breakdowns, lines, periods, { payouts, payoutMethod }] = await Promise.all([
    ledgerSummary(prisma, userId),
    royaltyBreakdowns(prisma, userId),
    royaltyLines(prisma, userId, { order: 'newest', limit: PAGE_LINE_COUNT }),
    statementPeriods(prisma, userId),
    accountPayouts(prisma, userId),
  ]);
  return {
    summary,
    breakdowns,
    lines,
    periods,
    payouts,
    payoutConfigured: payoutMethod !== null,
    minimumWithdrawalCents: settings.minimumWithdrawalCents,
  };
}
