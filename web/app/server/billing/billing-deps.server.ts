import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import type { BillingDeps } from '@slipcase/services/billing/billing-deps';
import { cancelWithdrawal } from '@slipcase/services';
import { masteringWorkflows, withdrawalWorkflows } from '@slipcase/workflows/client';
import { billingProviderFromEnv, planOfPriceId } from './provider-from-env.server';

/** The billing use cases' dependencies for one request: the configured provider, the withdrawal workflow's cancel and the mastering workflow's start. */
export function billingDeps(now = new Date()): BillingDeps {
  const prisma = getPrisma();
  return {
    prisma,
    now,
    settings: config().settings,
    provider: billingProviderFromEnv(),
    planOfPriceId: (priceId) => planOfPriceId(priceId),
    cancelPayout: (input) => cancelWithdrawal({ prisma, withdrawals: withdrawalWorkflows() }, input),
    mastering: masteringWorkflows(),
  };
}
