import type { BillingInterval, PaidPlan } from '@slipcase/domain';
import Stripe from 'stripe';
import { requireCheckoutPrice } from './checkout-price';
import type * as provider from '../provider';
import { verifyStripeSignature } from './webhook-signature';

/** A Stripe price id per plan and interval (STRIPE_PRICE_PRO_YEARLY, ...); unset ones are priced inline. */
export type PriceIds = Partial<Record<`${PaidPlan}_${BillingInterval}`, string>>;

export interface StripeProviderOptions {
  apiKey: string;
  webhookSecret?: string;
  priceIds?: PriceIds;
  /** Another API server than api.stripe.com (stripe-mock). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const PLAN_NAMES: Record<PaidPlan, string> = { pro: 'Slipcase PRO', advanced: 'Slipcase Advanced' };
const RECURRING: Record<BillingInterval, 'year' | 'month'> = { yearly: 'year', monthly: 'month' };

export class StripeBillingProvider implements provider.BillingProvider {
  readonly name = 'stripe';
  readonly client: Stripe;

  constructor(private readonly options: StripeProviderOptions) {
    this.client = new Stripe(options.apiKey, { host: options.host, port: options.port, protocol: options.protocol });
  }

  async createCheckout(input: provider.CheckoutInput): Promise<provider.RedirectSession> {
    const { plan, interval } = input;
    const cents = requireCheckoutPrice(plan, interval);
    const price = this.options.priceIds?.[`${plan}_${interval}`];
    const metadata = { userId: input.userId, plan, interval };
    const session = await this.client.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        price
          ? { price, quantity: 1 }
          : {
              price_data: {
                currency: 'usd',
                unit_amount: cents,
                recurring: { interval: RECURRING[interval] },
                product_data: { name: PLAN_NAMES[plan] },
              },
              quantity: 1,
            },
      ],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.userId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
    return { id: session.id, url: session.url };
  }

  async createPaymentCheckout(input: provider.PaymentCheckoutInput): Promise<provider.RedirectSession> {
    const session = await this.client.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description } }, quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.userId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata },
    });
    if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
    return { id: session.id, url: session.url };
  }

  async refundPayment(input: { paymentId: string; idempotencyKey: string }): Promise<{ id: string }> {
    const refund = await this.client.refunds.create({ payment_intent: input.paymentId }, { idempotencyKey: input.idempotencyKey });
    return { id: refund.id };
  }

  async createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await this.client.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl });
    return { url: session.url };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<provider.SubscriptionObject> {
    return this.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
  }

  async createConnectOnboarding(input: provider.ConnectOnboardingInput): Promise<provider.ConnectOnboarding> {
    const accountId =
      input.accountId ??
      (
        await this.client.accounts.create(
          { type: 'express', email: input.email, metadata: { userId: input.userId } },
          // A double click within Stripe's 24 hours of idempotency gets the same account, not a second one.
          { idempotencyKey: `slipcase-connect:${input.userId}:${input.email}` },
        )
      ).id;
    const link = await this.client.accountLinks.create({
      account: accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { accountId, url: link.url };
  }

  async retrieveConnectAccount(accountId: string): Promise<provider.ConnectAccount> {
    const account = await this.client.accounts.retrieve(accountId);
    return { id: account.id, detailsSubmitted: account.details_submitted === true };
  }

  verifyWebhook(payload: string, signature: string | null): provider.BillingEvent {
    return verifyStripeSignature(payload, signature, this.options.webhookSecret);
  }
}
