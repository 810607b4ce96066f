import Stripe from 'stripe';
import { WebhookSignatureError, type BillingEvent } from '../provider';

/**
 * Stripe's webhook signature (an HMAC of the timestamp and the raw body, at most 5 minutes old), checked the way
 * both providers check it: the sandbox signs nothing itself but accepts what a Stripe CLI or test signs.
 */
export function verifyStripeSignature(payload: string, signature: string | null, secret: string | undefined): BillingEvent {
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified');
  if (!signature) throw new WebhookSignatureError('The request has no Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
    throw error;
  }
}
