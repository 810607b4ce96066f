import { periodEnd } from '@slipcase/domain';
import { applyBillingEvent } from './events.server';
import type { BillingEvent, CheckoutSessionObject, SubscriptionObject } from './provider';
import { billingProviderFromEnv, sandboxSecret } from './provider-from-env.server';
import type { SyncDeps } from './subscription-sync.server';
import { readSandboxSession, type SandboxSession } from './sandbox-token.server';

type CheckoutSession = Extract<SandboxSession, { kind: 'checkout' }>;

/**
 * The events Stripe sends when a subscription checkout is paid, as the sandbox's "Pay" makes them: the session
 * completed and the subscription created, with ids that come from the checkout session's, so paying twice
 * (a double click, the back button) sends the same events again and changes nothing.
 */
export function sandboxCheckoutEvents(session: CheckoutSession, now: Date): BillingEvent[] {
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

/** "Pay" on the sandbox's checkout page: the same handling a real webhook gets, event by event. */
export async function paySandboxCheckout(session: CheckoutSession, deps: Partial<SyncDeps> = {}): Promise<void> {
  for (const event of sandboxCheckoutEvents(session, deps.now ?? new Date())) await applyBillingEvent(event, deps);
}

/**
 * The sandbox page's session for the signed-in user: null when Stripe is configured (the sandbox is off), when
 * the token is not one of ours or expired, or when the checkout is someone else's.
 */
export function sandboxSessionFor(token: string | null, userId: string, env: Record<string, string | undefined> = process.env): SandboxSession | null {
  if (billingProviderFromEnv(env).name !== 'sandbox') return null;
  const session = readSandboxSession(token, sandboxSecret(env));
  if (!session || (session.kind === 'checkout' && session.userId !== userId)) return null;
  return session;
}
