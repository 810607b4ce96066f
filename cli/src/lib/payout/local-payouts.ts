import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { cancelPayout, payoutStatus, requestPayout } from '@slipcase/services/payouts/payout-status';
import { withdrawalWorkflows } from '@slipcase/workflows/client';
import { lazyTemporalClient, reachingTemporal } from '../temporal';
import { requireActingUser } from '../users';
import { aboutPayout, type PayoutDesk } from './payout-desk';

/**
 * The payout use cases on the platform's database as the account `as` names. Temporal is reached only once the
 * database has accepted what is asked (a lazily connecting client), so the refusals need none.
 */
export function localPayouts(prisma: PrismaClient, as: string | undefined): PayoutDesk {
  const withdrawals = withdrawalWorkflows({ client: lazyTemporalClient() });
  return {
    async request(amountCents) {
      const user = await requireActingUser(prisma, as);
      const deps = { prisma, now: new Date(), settings: config().settings, withdrawals };
      return reachingTemporal(() => requestPayout(deps, { userId: user.id, amountCents }));
    },
    async cancel(payoutId) {
      const user = await requireActingUser(prisma, as);
      return aboutPayout(payoutId, () => reachingTemporal(() => cancelPayout({ prisma, withdrawals }, { payoutId, userId: user.id })));
    },
    // On the server any payout may be looked at (an operator's question); signed in, only the account's own.
    status: (payoutId) => aboutPayout(payoutId, () => reachingTemporal(() => payoutStatus({ prisma, withdrawals }, { payoutId }))),
  };
}
