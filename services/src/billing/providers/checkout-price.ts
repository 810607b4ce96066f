import { AppError, checkoutPriceCents, type BillingInterval, type PaidPlan } from '@slipcase/domain';

/** The plan's price at the interval in US cents; Advanced is billed yearly only, so asking monthly is refused. */
export function requireCheckoutPrice(plan: PaidPlan, interval: BillingInterval): number {
  const cents = checkoutPriceCents(plan, interval);
  if (cents === null) throw new AppError('invalid_choice', 'interval');
  return cents;
}
