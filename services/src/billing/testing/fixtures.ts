import type { PrismaClient } from '@slipcase/db';
import Stripe from 'stripe';
import type { BillingEvent, SubscriptionObject } from '../provider';

/** A webhook POST as Stripe sends it: the raw JSON body and its Stripe-Signature for `secret`. */
export function signedWebhook(event: BillingEvent, secret: string, payload = JSON.stringify(event)): Request {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return new Request('http://localhost/webhooks/stripe', {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A Stripe subscription as its events carry it. */
export function subscriptionObject(
  fields: Partial<SubscriptionObject> & { id: string; customer: string; periodEnd: Date; plan?: string; userId?: string },
): SubscriptionObject {
  const { periodEnd, plan = 'pro', userId, ...rest } = fields;
  return {
    status: 'active',
    cancel_at_period_end: false,
    items: { data: [{ current_period_end: seconds(periodEnd), price: { id: 'price_test' } }] },
    metadata: { plan, ...(userId && { userId }) },
    ...rest,
  };
}

let counter = 0;
/** An event with a fresh id. */
export function billingEvent(type: string, object: unknown): BillingEvent {
  counter += 1;
  return { id: `evt_test_${Date.now()}_${counter}`, type, data: { object } };
}

/** The user subscribed through Checkout: what the events leave on the row. */
export function subscribe(
  prisma: PrismaClient,
  userId: string,
  fields: { subscriptionId: string; customerId: string; periodEnd: Date; plan?: 'pro' | 'advanced'; cancelAtPeriodEnd?: boolean },
) {
  return prisma.user.update({
    where: { id: userId },
    data: {
      plan: fields.plan ?? 'pro',
      subscriptionSource: 'stripe',
      subscriptionStatus: 'active',
      stripeSubscriptionId: fields.subscriptionId,
      stripeCustomerId: fields.customerId,
      currentPeriodEnd: fields.periodEnd,
      cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
    },
  });
}
