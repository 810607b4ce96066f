import type { ServiceDeps } from '../deps';
import type { BillingProvider } from '../billing/provider';

/** What the promotion use cases need: the database, the moment, and the billing provider that takes and returns the money. */
export interface PromotionDeps extends Pick<ServiceDeps, 'prisma' | 'now'> {
  provider: BillingProvider;
}
