import { isPaidPlan } from '@slipcase/domain';
import {
  idOf,
  type BillingEvent,
  type CheckoutSessionObject,
  type InvoiceObject,
  type SubscriptionObject,
} from './provider';
import { markPromotionPaid } from '../promotion/mark-promotion-paid';
import { markPastDue, startSubscription, syncSubscription, type SyncDeps } from './subscription-sync';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * THE handling of a billing event, whether Stripe's webhook delivered it or the sandbox's "Pay" made it: keeps the
 * user's plan and subscription fields in sync, once per event id. The event is recorded only after it was
 * applied, so one whose handling failed (the database or Temporal away) is applied again on Stripe's retry;
 * applying is idempotent, so two deliveries racing each other do no harm either.
 */
export async function applyBillingEvent(deps: SyncDeps, event: BillingEvent): Promise<EventOutcome> {
  const { prisma } = deps;
  if (await prisma.stripeEvent.findUnique({ where: { id: event.id } })) return 'duplicate';
  const handled = await handle(event, deps);
  await prisma.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  return handled ? 'applied' : 'ignored';
}

async function handle(event: BillingEvent, deps: SyncDeps): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object as CheckoutSessionObject;
      if (session.mode === 'payment') return paidOneTime(session, deps);
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !session.client_reference_id || !subscriptionId) return false;
      // A payment still on its way grants nothing yet: the subscription's own events say when it is active.
      if (session.payment_status === 'unpaid') return false;
      const plan = (session.metadata as { plan?: string } | null)?.plan;
      await startSubscription(
        {
          userId: session.client_reference_id,
          customerId: idOf(session.customer),
          subscriptionId,
          plan: plan && isPaidPlan(plan) ? plan : null,
        },
        deps,
      );
      return true;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(event.data.object as SubscriptionObject, deps);
      return true;
    case 'invoice.payment_failed': {
      const subscriptionId = idOf((event.data.object as InvoiceObject).parent?.subscription_details?.subscription);
      if (!subscriptionId) return false;
      await markPastDue(subscriptionId, deps);
      return true;
    }
    default:
      return false;
  }
}

/** A one-time payment: a promotion campaign's (the only thing sold that way), found by the id its metadata carries. */
async function paidOneTime(session: CheckoutSessionObject, deps: SyncDeps): Promise<boolean> {
  const metadata = (session.metadata ?? {}) as Record<string, string | undefined>;
  const paymentId = idOf(session.payment_intent);
  if (metadata.kind !== 'promotion' || !metadata.campaignId || !paymentId || session.payment_status !== 'paid') return false;
  return markPromotionPaid(deps, { campaignId: metadata.campaignId, paymentId, amountCents: session.amount_total ?? null });
}
