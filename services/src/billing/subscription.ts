import {
  AppError,
  billingIntervals,
  cancelsInProduct,
  isAppError,
  PAID_PLANS,
  PRICES,
  subscriptionIsLive,
  type BillingInterval,
  type ErrorCode,
  type PaidPlan,
} from '@slipcase/domain';
import type { BillingDeps, SyncDeps } from './billing-deps';
import { expireEndedSubscription, syncSubscription } from './subscription-sync';

/** The plans a free user can buy, with their prices, for the subscription page. */
export function planOffers(): Array<{ plan: PaidPlan; prices: Array<{ interval: BillingInterval; cents: number }> }> {
  return PAID_PLANS.map((plan) => ({
    plan,
    prices: billingIntervals(plan).map((interval) => ({ interval, cents: PRICES[plan][interval]! })),
  }));
}

/** What the subscription page shows; a cancelled subscription whose period passed is ended first. */
export async function loadSubscription(deps: SyncDeps, userId: string) {
  const { prisma, now } = deps;
  await expireEndedSubscription(userId, deps);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      plan: true,
      subscriptionSource: true,
      subscriptionStatus: true,
      currentPeriodEnd: true,
      cancelAtPeriodEnd: true,
      stripeCustomerId: true,
      stripeSubscriptionId: true,
    },
  });
  const live = subscriptionIsLive(
    { status: user.subscriptionStatus, cancelAtPeriodEnd: user.cancelAtPeriodEnd, currentPeriodEnd: user.currentPeriodEnd },
    now,
  );
  const inProduct = cancelsInProduct(user.subscriptionSource);
  return {
    plan: user.plan,
    source: live ? user.subscriptionSource : null,
    status: live ? user.subscriptionStatus : null,
    currentPeriodEnd: live ? (user.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: live && user.cancelAtPeriodEnd,
    /** Cancelled in the device's subscription settings, not here. */
    storeBought: live && !inProduct,
    canCancel: live && inProduct && !user.cancelAtPeriodEnd && user.stripeSubscriptionId !== null,
    canManagePayment: inProduct && user.stripeCustomerId !== null,
    offers: planOffers(),
  };
}

/** Cancels the user's subscription at the end of the period; null, or the error code to show. */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<ErrorCode | null> {
  const { prisma, provider } = deps;
  try {
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: { stripeSubscriptionId: true, subscriptionSource: true },
    });
    if (!user.stripeSubscriptionId || !cancelsInProduct(user.subscriptionSource)) {
      throw new AppError('subscription_cancel_failed');
    }
    const subscription = await provider.cancelAtPeriodEnd(user.stripeSubscriptionId);
    // The webhook will say the same; the page should not have to wait for it.
    await syncSubscription(subscription, deps);
    return null;
  } catch (error) {
    if (!isAppError(error)) console.error('[billing] cancelling failed', error);
    return 'subscription_cancel_failed';
  }
}

/** The payment provider's page where the user manages the payment method; AppError when it cannot be opened. */
export async function paymentManagementUrl(
  { prisma, provider }: Pick<BillingDeps, 'prisma' | 'provider'>,
  { userId, returnUrl }: { userId: string; returnUrl: string },
): Promise<string> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { stripeCustomerId: true, subscriptionSource: true },
  });
  if (!user.stripeCustomerId || !cancelsInProduct(user.subscriptionSource)) {
    throw new AppError('payment_management_unavailable');
  }
  try {
    return (await provider.createPortal({ customerId: user.stripeCustomerId, returnUrl })).url;
  } catch (error) {
    console.error('[billing] the payment portal could not be opened', error);
    throw new AppError('payment_management_unavailable');
  }
}
