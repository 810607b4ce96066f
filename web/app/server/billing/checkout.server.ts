import { getPrisma } from '@slipcase/db';
import { isAppError, subscriptionIsLive, type ErrorCode } from '@slipcase/domain';
import { z } from 'zod';
import { SUBSCRIPTION_PATH } from '../account/paths';
import type { BillingDeps } from './subscription.server';
import { billingProviderFromEnv } from './provider-from-env.server';
import { expireEndedSubscription } from './subscription-sync.server';

/** What /upgrade and /pro post to /billing/checkout. */
export const checkoutSchema = z.object({
  plan: z.enum(['pro', 'advanced'], { error: 'invalid_choice' }),
  interval: z.enum(['yearly', 'monthly'], { error: 'invalid_choice' }),
});

export type CheckoutResult = { url: string } | { error: ErrorCode; status: number };

/**
 * Starts a checkout of the plan for the user and returns where to send them. A user whose subscription still
 * runs goes to the subscription page instead (a second subscription would bill twice; changing plan is done in
 * payment management). Advanced monthly, or anything but the plans offered, is refused.
 */
export async function startCheckout(
  user: { id: string; email: string },
  form: FormData,
  origin: string,
  deps: BillingDeps = {},
): Promise<CheckoutResult> {
  const parsed = checkoutSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: 'invalid_choice', status: 400 };
  const prisma = getPrisma();
  const now = deps.now ?? new Date();
  await expireEndedSubscription(user.id, { prisma, now });
  const current = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { stripeCustomerId: true, subscriptionStatus: true, cancelAtPeriodEnd: true, currentPeriodEnd: true },
  });
  if (subscriptionIsLive({ status: current.subscriptionStatus, ...current }, now)) {
    return { url: `${SUBSCRIPTION_PATH}?checkout=subscribed` };
  }
  try {
    const provider = deps.provider ?? billingProviderFromEnv();
    const session = await provider.createCheckout({
      userId: user.id,
      email: user.email,
      customerId: current.stripeCustomerId,
      plan: parsed.data.plan,
      interval: parsed.data.interval,
      successUrl: `${origin}${SUBSCRIPTION_PATH}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/upgrade`,
    });
    return { url: session.url };
  } catch (error) {
    if (isAppError(error)) return { error: error.code, status: 400 };
    console.error('[billing] checkout could not be started', error);
    return { error: 'payment_failed', status: 502 };
  }
}
