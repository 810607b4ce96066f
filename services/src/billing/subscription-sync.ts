import type { PrismaClient, User } from '@slipcase/db';
import {
  isAppError,
  isPaidPlan,
  PLAN_AFTER_SUBSCRIPTION,
  subscriptionHasEnded,
  subscriptionIsLive,
  type PaidPlan,
  type SubscriptionStatus,
} from '@slipcase/domain';
import type { SyncDeps } from './billing-deps';
import { idOf, type SubscriptionObject } from './provider';

export type { SyncDeps } from './billing-deps';

/** Stripe's subscription statuses as ours; null for those that grant nothing yet and end nothing (incomplete, paused). */
export function statusOf(stripeStatus: string): SubscriptionStatus | null {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}

/** The plan a subscription pays for: its metadata (set at checkout), else its price among the configured ones. */
export function planOf(subscription: SubscriptionObject, planOfPriceId: SyncDeps['planOfPriceId']): PaidPlan | null {
  const fromMetadata = (subscription.metadata as { plan?: string } | null | undefined)?.plan;
  if (fromMetadata && isPaidPlan(fromMetadata)) return fromMetadata;
  for (const item of subscription.items.data) {
    const plan = planOfPriceId(item.price?.id);
    if (plan) return plan;
  }
  return null;
}

/** The end of the paid period: the latest of the items' (Stripe keeps it per item). */
export function periodEndOf(subscription: SubscriptionObject): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end) => Number.isFinite(end));
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

const stateOf = (user: Pick<User, 'subscriptionStatus' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>) => ({
  status: user.subscriptionStatus,
  cancelAtPeriodEnd: user.cancelAtPeriodEnd,
  currentPeriodEnd: user.currentPeriodEnd,
});

/** The user a subscription belongs to: by its id, else the user id Checkout put in its metadata, else its customer. */
async function ownerOf(prisma: PrismaClient, subscription: SubscriptionObject): Promise<User | null> {
  const bySubscription = await prisma.user.findUnique({ where: { stripeSubscriptionId: subscription.id } });
  if (bySubscription) return bySubscription;
  const userId = (subscription.metadata as { userId?: string } | null | undefined)?.userId;
  const byId = userId ? await prisma.user.findUnique({ where: { id: userId } }) : null;
  if (byId) return byId;
  const customerId = idOf(subscription.customer);
  return customerId ? prisma.user.findUnique({ where: { stripeCustomerId: customerId } }) : null;
}

/**
 * Whether news about `subscriptionId` may change the user: not when the user runs another, live subscription
 * (an old one's late event), nor when it is the user's own and already ended (an ended subscription never comes
 * back; Stripe makes a new one).
 */
function concerns(user: User, subscriptionId: string, now: Date): boolean {
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscriptionId) {
    return !subscriptionIsLive(stateOf(user), now);
  }
  return user.stripeSubscriptionId !== subscriptionId || user.subscriptionStatus !== 'canceled';
}

/** Brings the user's plan and subscription fields in line with the subscription as the provider describes it. */
export async function syncSubscription(subscription: SubscriptionObject, deps: SyncDeps): Promise<void> {
  const { prisma, now } = deps;
  const user = await ownerOf(prisma, subscription);
  if (!user) {
    console.warn(`[billing] subscription ${subscription.id} belongs to no user`);
    return;
  }
  const status = statusOf(subscription.status);
  if (!concerns(user, subscription.id, now)) return;
  if (status === 'canceled') {
    await prisma.user.update({ where: { id: user.id }, data: { stripeSubscriptionId: subscription.id } });
    await endSubscription(user.id, deps);
    return;
  }
  const state = { status, cancelAtPeriodEnd: subscription.cancel_at_period_end, currentPeriodEnd: periodEndOf(subscription) };
  await prisma.user.update({
    where: { id: user.id },
    data: {
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: idOf(subscription.customer) || user.stripeCustomerId,
      subscriptionSource: 'stripe',
      // An incomplete subscription (its first payment pending) grants nothing yet.
      ...(status && { subscriptionStatus: status, plan: planOf(subscription, deps.planOfPriceId) ?? user.plan }),
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd,
    },
  });
  if (status && subscriptionHasEnded(state, now)) await endSubscription(user.id, deps);
}

/**
 * Checkout finished: the customer and the subscription are the user's, and the plan bought starts now, unless the
 * subscription's own events already said more (they may come first).
 */
export async function startSubscription(
  input: { userId: string; customerId: string | null; subscriptionId: string; plan: PaidPlan | null },
  deps: SyncDeps,
): Promise<void> {
  const { prisma, now } = deps;
  const user = await prisma.user.findUnique({ where: { id: input.userId } });
  if (!user) {
    console.warn(`[billing] checkout for unknown user ${input.userId}`);
    return;
  }
  const known = user.stripeSubscriptionId === input.subscriptionId && user.subscriptionStatus !== null;
  if (!known && !concerns(user, input.subscriptionId, now)) return;
  await prisma.user.update({
    where: { id: user.id },
    data: {
      stripeCustomerId: input.customerId ?? user.stripeCustomerId,
      stripeSubscriptionId: input.subscriptionId,
      subscriptionSource: 'stripe',
      ...(!known && { subscriptionStatus: 'active', cancelAtPeriodEnd: false, plan: input.plan ?? user.plan }),
    },
  });
}

/** A payment failed: the subscription is past due while the provider retries; the plan stays for now. */
export async function markPastDue(subscriptionId: string, deps: SyncDeps): Promise<void> {
  await deps.prisma.user.updateMany({
    where: { stripeSubscriptionId: subscriptionId, subscriptionStatus: 'active' },
    data: { subscriptionStatus: 'past_due' },
  });
}

/**
 * The subscription is over (000 §4): the user is back on the free plan, and withdrawals still waiting are
 * cancelled, to be requested again (the wait of the plan at request time no longer holds).
 */
export async function endSubscription(userId: string, deps: SyncDeps): Promise<void> {
  await deps.prisma.user.update({
    where: { id: userId },
    data: { plan: PLAN_AFTER_SUBSCRIPTION, subscriptionStatus: 'canceled', cancelAtPeriodEnd: false },
  });
  await cancelWaitingPayouts(userId, deps);
}

/** Cancels each waiting withdrawal through its workflow; one that started paying meanwhile is left to finish. */
export async function cancelWaitingPayouts(userId: string, deps: SyncDeps): Promise<number> {
  const waiting = await deps.prisma.payout.findMany({ where: { userId, status: 'waiting' }, select: { id: true } });
  let cancelled = 0;
  for (const payout of waiting) {
    try {
      await deps.cancelPayout({ payoutId: payout.id, userId });
      cancelled += 1;
    } catch (error) {
      if (!(isAppError(error) && error.code === 'invalid_transition')) throw error;
    }
  }
  return cancelled;
}

/**
 * Ends a cancelled subscription whose period has passed, for when no provider says so (the sandbox, a webhook
 * still on its way). Returns whether it ended one.
 */
export async function expireEndedSubscription(userId: string, deps: SyncDeps): Promise<boolean> {
  const user = await deps.prisma.user.findUnique({
    where: { id: userId },
    select: { subscriptionStatus: true, cancelAtPeriodEnd: true, currentPeriodEnd: true },
  });
  if (!user || user.subscriptionStatus === null || user.subscriptionStatus === 'canceled') return false;
  if (!subscriptionHasEnded(stateOf(user), deps.now)) return false;
  await endSubscription(userId, deps);
  return true;
}
