import { periodEnd, type BillingInterval, type PaidPlan } from '@slipcase/domain';
import type { SyncDeps } from './billing-deps';
import { applyBillingEvent } from './events';
import type { BillingEvent, CheckoutSessionObject, SubscriptionObject } from './provider';

/** A checkout of the sandbox provider, as its signed page token carries it. */
export interface SandboxCheckout {
  id: string;
  userId: string;
  customerId: string;
  plan: PaidPlan;
  interval: BillingInterval;
}

/**
 * The events Stripe sends when a subscription checkout is paid, as the sandbox's "Pay" makes them: the session
 * completed and the subscription created, with ids that come from the checkout session's, so paying twice
 * (a double click, the back button) sends the same events again and changes nothing.
 */
export function sandboxCheckoutEvents(session: SandboxCheckout, now: Date): BillingEvent[] {
  const suffix = session.id.replace(/^cs_sandbox_/, '');
  const subscriptionId = `sub_sandbox_${suffix}`;
  const metadata = { userId: session.userId, plan: session.plan, interval: session.interval };
  const created = Math.floor(now.getTime() / 1000);
  const completed: CheckoutSessionObject = {
    id: session.id,
    mode: 'subscription',
    client_reference_id: session.userId,
    payment_status: 'paid',
    customer: session.customerId,
    subscription: subscriptionId,
    metadata,
  };
  const subscription: SubscriptionObject = {
    id: subscriptionId,
    customer: session.customerId,
    status: 'active',
    cancel_at_period_end: false,
    items: {
      data: [
        {
          current_period_end: Math.floor(periodEnd(now, session.interval).getTime() / 1000),
          price: { id: `price_sandbox_${session.plan}_${session.interval}` },
        },
      ],
    },
    metadata,
  };
  return [
    { id: `evt_sandbox_${suffix}_checkout`, type: 'checkout.session.completed', created, data: { object: completed } },
    { id: `evt_sandbox_${suffix}_subscription`, type: 'customer.subscription.created', created, data: { object: subscription } },
  ];
}

/** A one-time payment of the sandbox, as its signed page token carries it. */
export interface SandboxPayment {
  id: string;
  userId: string;
  amountCents: number;
  metadata: Record<string, string>;
  customerId: string;
}

/** The event Stripe sends when a one-time checkout is paid; its payment's id comes from the session's, so paying twice changes nothing. */
export function sandboxPaymentEvent(session: SandboxPayment, now: Date): BillingEvent {
  const suffix = session.id.replace(/^cs_sandbox_/, '');
  const completed: CheckoutSessionObject = {
    id: session.id,
    mode: 'payment',
    client_reference_id: session.userId,
    payment_status: 'paid',
    customer: session.customerId,
    subscription: null,
    payment_intent: `pi_sandbox_${suffix}`,
    amount_total: session.amountCents,
    metadata: session.metadata,
  };
  return { id: `evt_sandbox_${suffix}_payment`, type: 'checkout.session.completed', created: Math.floor(now.getTime() / 1000), data: { object: completed } };
}

/** "Pay" on the sandbox's page of a one-time payment: the webhook's handling of its event. */
export async function paySandboxPayment(deps: SyncDeps, session: SandboxPayment): Promise<void> {
  await applyBillingEvent(deps, sandboxPaymentEvent(session, deps.now));
}

/** "Pay" on the sandbox's checkout page: the same handling a real webhook gets, event by event. */
export async function paySandboxCheckout(deps: SyncDeps, session: SandboxCheckout): Promise<void> {
  for (const event of sandboxCheckoutEvents(session, deps.now)) await applyBillingEvent(deps, event);
}
