import { json, type ActionFunctionArgs } from '@remix-run/node';
import { applyBillingEvent } from '@slipcase/services/billing/events';
import { WebhookSignatureError } from '@slipcase/services/billing/provider';
import { billingDeps } from '../server/billing/billing-deps.server';
import { billingProviderFromEnv } from '../server/billing/provider-from-env.server';

/**
 * Stripe's webhooks (POST, raw body, signed with STRIPE_WEBHOOK_SECRET; the web server lets /webhooks/ past the
 * CSRF check). A bad signature is answered 400 and applied never; an event seen before is answered 200 and changes
 * nothing; a failure while applying is answered 500, so Stripe delivers it again later.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, { status: 405 });
  // Unsigned is refused before any provider looks at it: one without a webhook secret would throw (a 500).
  const signature = request.headers.get('Stripe-Signature');
  if (!signature?.trim()) return json({ error: 'invalid_signature' }, { status: 400 });
  const payload = await request.text();
  let event;
  try {
    event = billingProviderFromEnv().verifyWebhook(payload, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return json({ error: 'invalid_signature' }, { status: 400 });
    // No webhook secret here: nothing can be verified, so nothing is accepted; the log tells the operator why.
    console.error('[billing] webhook not verified', error);
    return json({ error: 'invalid_signature' }, { status: 400 });
  }
  try {
    return json({ received: true, outcome: await applyBillingEvent(billingDeps(), event) });
  } catch (error) {
    console.error(`[billing] event ${event.id} (${event.type}) not applied`, error);
    return json({ error: 'server_error' }, { status: 500 });
  }
}

export function loader() {
  return json({ error: 'method_not_allowed' }, { status: 405, headers: { Allow: 'POST' } });
}
