import { isAppError, subscriptionIsLive, type BillingInterval, type ErrorCode, type PaidPlan } from '@slipcase/domain';
import type { BillingDeps } from './billing-deps';
import { expireEndedSubscription } from './subscription-sync';

export type CheckoutResult =
  | { url: string }
  /** The user's subscription still runs: a second one would bill twice (changing plan is done in payment management). */
  | { subscribed: true }
  /** A plan not sold that way (the provider's code), or the provider failing (`payment_failed`). */
  | { error: ErrorCode };

export interface CheckoutInput {
  user: { id: string; email: string };
  plan: PaidPlan;
  interval: BillingInterval;
  /** Where the provider sends the buyer back; `{CHECKOUT_SESSION_ID}` is filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * Starts a checkout of the plan for the user and returns where to send them, unless their subscription still
 * runs. A plan not billed at that interval (Advanced monthly) is refused by the provider (`invalid_choice`).
 */
export async function startCheckout(deps: BillingDeps, input: CheckoutInput): Promise<CheckoutResult> {
  const { prisma, now, provider } = deps;
  const { user } = input;
  await expireEndedSubscription(user.id, deps);
  const current = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { stripeCustomerId: true, subscriptionStatus: true, cancelAtPeriodEnd: true, currentPeriodEnd: true },
  });
  if (subscriptionIsLive({ status: current.subscriptionStatus, ...current }, now)) return { subscribed: true };
  try {
    const session = await provider.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: current.stripeCustomerId,
      plan: input.plan,
      interval: input.interval,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return { url: session.url };
  } catch (error) {
    if (isAppError(error)) return { error: error.code };
    console.error('[billing] checkout could not be started', error);
    return { error: 'payment_failed' };
  }
}
