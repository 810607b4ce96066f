import type { PrismaClient } from '@slipcase/db';
import { accountPayouts } from '@slipcase/services/payouts/account-payouts';
import { ledgerSummary } from '@slipcase/services/payouts/ledger';
import type { RoyaltiesReport } from './royalties/royalties-report';
import { requireActingUser } from './users';

const CURRENCY = 'USD';

/** The acting user's balance (royalties, held, paid, available) and withdrawals. */
export async function royaltiesOf(prisma: PrismaClient, as: string | undefined): Promise<RoyaltiesReport> {
  const user = await requireActingUser(prisma, as);
  const [summary, payouts] = await Promise.all([ledgerSummary(prisma, user.id), accountPayouts(prisma, user.id)]);
  return { user: user.username, currency: CURRENCY, ...summary, ...payouts };
}
