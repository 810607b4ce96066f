import type { BillingInterval, PaidPlan } from '@slipcase/domain';
import type Stripe from 'stripe';

/**
 * What the account pages need from a payment provider: Checkout for subscriptions, the customer portal for the
 * payment method, cancelling at the period's end, Connect onboarding for payouts, and signed webhooks. Two
 * implementations: Stripe (STRIPE_SECRET_KEY set) and the sandbox (development and the e2e run), which keeps its
 * pages on this site and applies the same events a real webhook would. Both pass billing-provider.test.ts.
 */
export interface BillingProvider {
  readonly name: 'stripe' | 'sandbox';
  /** A hosted checkout of the plan at the interval; refuses a plan not billed that way (AppError invalid_choice). */
  createCheckout(input: CheckoutInput): Promise<RedirectSession>;
  /** A hosted checkout of one payment (a promotion campaign); what the metadata holds comes back on its completed event. */
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<RedirectSession>;
  /** Refunds a payment in full. Asked again with the same key, it answers the same refund: the money goes back once. */
  refundPayment(input: { paymentId: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Where the customer manages their payment method and invoices. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Cancels at the end of the paid period; the subscription as it is afterwards. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionObject>;
  /** An express connected account (the given one, else a new one) and the link that onboards it. */
  createConnectOnboarding(input: ConnectOnboardingInput): Promise<ConnectOnboarding>;
  retrieveConnectAccount(accountId: string): Promise<ConnectAccount>;
  /** The event of a webhook whose signature is right; throws WebhookSignatureError otherwise. */
  verifyWebhook(payload: string, signature: string | null): BillingEvent;
}

export interface CheckoutInput {
  userId: string;
  email: string;
  /** The customer of an earlier subscription, reused so one customer keeps the whole history. */
  customerId: string | null;
  plan: PaidPlan;
  interval: BillingInterval;
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` in the success URL is replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentCheckoutInput {
  userId: string;
  email: string;
  customerId: string | null;
  amountCents: number;
  /** What the buyer reads on the checkout page and the receipt. */
  description: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

export interface RedirectSession {
  id: string;
  url: string;
}

export interface ConnectOnboardingInput {
  /** The user's connected account when onboarding was started before. */
  accountId: string | null;
  userId: string;
  email: string;
  returnUrl: string;
  /** Where an expired onboarding link sends the user to get a fresh one. */
  refreshUrl: string;
}

export interface ConnectOnboarding {
  accountId: string;
  url: string;
}

export interface ConnectAccount {
  id: string;
  /** The account holder finished onboarding (Stripe's `details_submitted`). */
  detailsSubmitted: boolean;
}

/** The metadata Checkout puts on the session and the subscription: whose it is and what was bought. */
export interface BillingMetadata {
  userId?: string;
  plan?: string;
  interval?: string;
}

type Ref = string | { id: string };

/** The fields of Stripe's objects that the event handling reads; Stripe's own types fit them (checked below). */
export interface SubscriptionObject {
  id: string;
  customer: Ref;
  status: string;
  cancel_at_period_end: boolean;
  items: { data: ReadonlyArray<{ current_period_end: number; price?: { id: string } | null }> };
  metadata?: BillingMetadata | Record<string, string> | null;
}

export interface CheckoutSessionObject {
  id: string;
  mode: string;
  client_reference_id: string | null;
  /** 'unpaid' while a delayed payment method (a bank debit) has not paid yet. */
  payment_status?: string;
  customer: Ref | null;
  subscription: Ref | null;
  /** A one-time payment's (mode 'payment'): what a refund is made against, and how much was paid. */
  payment_intent?: Ref | null;
  amount_total?: number | null;
  metadata: BillingMetadata | Record<string, string> | null;
}

export interface InvoiceObject {
  id?: string;
  customer: Ref | null;
  parent?: { subscription_details?: { subscription: Ref } | null } | null;
}

export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created?: number;
  data: { object: unknown };
}

// Compile-time proof that what Stripe sends is what the event handling reads: a misfit fails the type check.
type Fits<T extends true> = T;
export type StripeFits = [
  Fits<Stripe.Subscription extends SubscriptionObject ? true : false>,
  Fits<Stripe.Checkout.Session extends CheckoutSessionObject ? true : false>,
  Fits<Stripe.Invoice extends InvoiceObject ? true : false>,
  Fits<Stripe.Event extends BillingEvent ? true : false>,
];

/** A webhook whose signature is missing, wrong or too old: answered 400, never applied. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export function idOf(ref: Ref): string;
export function idOf(ref: Ref | null | undefined): string | null;
export function idOf(ref: Ref | null | undefined): string | null {
  if (ref === null || ref === undefined) return null;
  return typeof ref === 'string' ? ref : ref.id;
}
