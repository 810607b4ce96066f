import type { PaidPlan } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { MasteringWorkflows } from '../ports/workflows';
import type { BillingProvider } from './provider';

/** What keeping a user's plan in line with their subscription needs (the settings: the referral tiers a payment may reach). */
export interface SyncDeps extends Pick<ServiceDeps, 'prisma' | 'now' | 'settings'> {
  /** Cancels one waiting payout (the withdrawal workflow's cancel, as the royalties page does). */
  cancelPayout: (input: { payoutId: string; userId: string }) => Promise<unknown>;
  /** The plan a provider's price id sells (the installation's configured prices), for subscriptions without one in their metadata. */
  planOfPriceId: (priceId: string | undefined) => PaidPlan | null;
  /** Starts a paid mastering job's workflow; a payment event for a job is left unapplied without it. */
  mastering?: MasteringWorkflows;
}

/** What the subscription pages' use cases need: the sync's, and the payment provider. */
export interface BillingDeps extends SyncDeps {
  provider: BillingProvider;
}
