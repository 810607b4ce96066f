import { getPrisma } from '@slipcase/db';
import {
  AppError,
  billingIntervals,
  cancelsInProduct,
  isAppError,
  PRICES,
  subscriptionIsLive,
  type BillingInterval,
  type ErrorCode,
  type PaidPlan,
} from '@slipcase/domain';
import type { BillingProvider } from './provider';
import { billingProviderFromEnv } from './provider-from-env.server';
import { expireEndedSubscription, syncSubscription } from './subscription-sync.server';

export interface BillingDeps {
  provider?: BillingProvider;
  now?: Date;
}

/** The plans a free user can buy, with their prices, for the subscription page. */
export function planOffers(): Array<{ plan: PaidPlan; prices: Array<{ interval: BillingInterval; cents: number }> }> {
  return (['pro', 'advanced'] as const).map((plan) => ({
    plan,
    prices: billingIntervals(plan).map((interval) => ({ interval, cents: PRICES[plan][interval]! })),
  }));
}

/** What the subscription page shows; a cancelled subscription whose period passed is ended first. */
export async function loadSubscription(userId: string, deps: BillingDeps = {}) {
  const prisma = getPrisma();
  const now = deps.now ?? new Date();
  await expireEndedSubscription(userId, { prisma, now });
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
export async function cancelSubscription(userId: string, deps: BillingDeps = {}): Promise<ErrorCode | null> {
  const prisma = getPrisma();
  try {
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: { stripeSubscriptionId: true, subscriptionSource: true },
    });
    if (!user.stripeSubscriptionId || !cancelsInProduct(user.subscriptionSource)) {
      throw new AppError('subscription_cancel_failed');
    }
    const provider = deps.provider ?? billingProviderFromEnv();
    const subscription = await provider.cancelAtPeriodEnd(user.stripeSubscriptionId);
    // The webhook will say the same; the page should not have to wait for it.
    await syncSubscription(subscription, { prisma, now: deps.now ?? new Date() });
    return null;
  } catch (error) {
    if (!isAppError(error)) console.error('[billing] cancelling failed', error);
    return 'subscription_cancel_failed';
  }
}

/** The payment provider's page where the user manages the payment method; AppError when it cannot be opened. */
export async function paymentManagementUrl(userId: string, returnUrl: string, deps: BillingDeps = {}): Promise<string> {
  const user = await getPrisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { stripeCustomerId: true, subscriptionSource: true },
  });
  if (!user.stripeCustomerId || !cancelsInProduct(user.subscriptionSource)) {
    throw new AppError('payment_management_unavailable');
  }
  try {
    const provider = deps.provider ?? billingProviderFromEnv();
    return (await provider.createPortal({ customerId: user.stripeCustomerId, returnUrl })).url;
  } catch (error) {
    console.error('[billing] the payment portal could not be opened', error);
    throw new AppError('payment_management_unavailable');
  }
}
