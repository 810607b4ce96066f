import type { Plan } from './plan';
import { billingIntervals, PRICES, type BillingInterval, type PaidPlan } from './policy';

/** Subscription rules of 000 §4 (cancel at period end, store-bought subscriptions) and the checkout's prices. */
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';
/** Where a paid subscription was bought: Stripe Checkout here, or a phone maker's store. */
export type SubscriptionSource = 'stripe' | 'app_store' | 'play_store';

export interface SubscriptionState {
  status: SubscriptionStatus | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * Whether the subscription is over: ended by the provider, or cancelled and its paid period past. Cancelling
 * takes effect at the end of the period; until then the plan stays.
 */
export function subscriptionHasEnded(state: SubscriptionState, now: Date): boolean {
  if (state.status === 'canceled') return true;
  return state.cancelAtPeriodEnd && state.currentPeriodEnd !== null && state.currentPeriodEnd.getTime() <= now.getTime();
}

/** A subscription that still renews or still runs until its period ends (active, or retrying a failed payment). */
export function subscriptionIsLive(state: SubscriptionState, now: Date): boolean {
  return state.status !== null && !subscriptionHasEnded(state, now);
}

/** Subscriptions bought through a phone maker's store are cancelled in the device's settings, not here. */
export function cancelsInProduct(source: SubscriptionSource | null): boolean {
  return source === 'stripe';
}

/** The plan an ended subscription leaves: the free plan. */
export const PLAN_AFTER_SUBSCRIPTION: Plan = 'free';

/** The price in US cents of a plan billed at an interval; null when the plan is not billed that way (Advanced monthly). */
export function checkoutPriceCents(plan: PaidPlan, interval: BillingInterval): number | null {
  return billingIntervals(plan).includes(interval) ? (PRICES[plan][interval] ?? null) : null;
}

/** The end of a period of `interval` starting at `start` (same day of the next month or year, in UTC). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
