import { createHash, randomBytes } from 'node:crypto';
import type { DbClient } from '@slipcase/db';
import { requireCheckoutPrice } from './checkout-price';
import type * as provider from '../provider';
import { pathOf, signSandboxSession, type SandboxSession } from './sandbox-token';
import { verifyStripeSignature } from './webhook-signature';

export const SANDBOX_PAGE = '/billing/sandbox';
/** Connected accounts the sandbox made: they finish onboarding on the sandbox's page. */
export const SANDBOX_ACCOUNT_PREFIX = 'acct_sandbox_';

export interface SandboxProviderOptions {
  /** Signs the sandbox pages' tokens. */
  secret: string;
  webhookSecret?: string;
  /** Where the sandbox reads the subscriptions it sold: the users' rows (or how to reach them, when first needed). */
  prisma?: DbClient | (() => DbClient);
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/**
 * Billing without a payment provider, for development and the end-to-end run: checkout, payment management and
 * Connect onboarding are pages of this site that say they are tests; paying a checkout applies the events Stripe
 * would send (see ../sandbox-checkout.ts). No money moves, no card is asked for.
 */
export class SandboxBillingProvider implements provider.BillingProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxProviderOptions) {}

  private pageUrl(session: SandboxSession, base: string): string {
    const url = new URL(SANDBOX_PAGE, base);
    url.searchParams.set('session', signSandboxSession(session, this.options.secret));
    return url.toString();
  }

  async createCheckout(input: provider.CheckoutInput): Promise<provider.RedirectSession> {
    const amountCents = requireCheckoutPrice(input.plan, input.interval);
    const id = randomId('cs_sandbox_');
    const session: SandboxSession = {
      kind: 'checkout',
      id,
      userId: input.userId,
      plan: input.plan,
      interval: input.interval,
      amountCents,
      customerId: input.customerId ?? randomId('cus_sandbox_'),
      successPath: pathOf(input.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id)),
      cancelPath: pathOf(input.cancelUrl),
    };
    return { id, url: this.pageUrl(session, input.successUrl) };
  }

  async createPaymentCheckout(input: provider.PaymentCheckoutInput): Promise<provider.RedirectSession> {
    const id = randomId('cs_sandbox_');
    const session: SandboxSession = {
      kind: 'payment',
      id,
      userId: input.userId,
      amountCents: input.amountCents,
      description: input.description,
      metadata: input.metadata,
      customerId: input.customerId ?? randomId('cus_sandbox_'),
      successPath: pathOf(input.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', id)),
      cancelPath: pathOf(input.cancelUrl),
    };
    return { id, url: this.pageUrl(session, input.successUrl) };
  }

  /** No money moves; the refund's id comes from the key, so asking twice answers the same refund, as Stripe does. */
  async refundPayment(input: { paymentId: string; idempotencyKey: string }): Promise<{ id: string }> {
    if (!input.paymentId.startsWith('pi_sandbox_')) throw new Error(`No sandbox payment ${input.paymentId}`);
    return { id: `re_sandbox_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}` };
  }

  async createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session: SandboxSession = { kind: 'portal', customerId: input.customerId, returnPath: pathOf(input.returnUrl) };
    return { url: this.pageUrl(session, input.returnUrl) };
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<provider.SubscriptionObject> {
    const prisma = typeof this.options.prisma === 'function' ? this.options.prisma() : this.options.prisma;
    if (!prisma) throw new Error('The sandbox reads its subscriptions from the database: give it prisma');
    const user = await prisma.user.findUnique({ where: { stripeSubscriptionId: subscriptionId } });
    if (!user || user.subscriptionStatus === 'canceled' || !user.currentPeriodEnd) {
      throw new Error(`No running sandbox subscription ${subscriptionId}`);
    }
    return {
      id: subscriptionId,
      customer: user.stripeCustomerId ?? '',
      status: user.subscriptionStatus ?? 'active',
      cancel_at_period_end: true,
      items: { data: [{ current_period_end: Math.floor(user.currentPeriodEnd.getTime() / 1000) }] },
      metadata: { userId: user.id, plan: user.plan },
    };
  }

  async createConnectOnboarding(input: provider.ConnectOnboardingInput): Promise<provider.ConnectOnboarding> {
    const accountId = input.accountId ?? randomId(SANDBOX_ACCOUNT_PREFIX);
    const session: SandboxSession = {
      kind: 'connect',
      accountId,
      returnPath: pathOf(input.returnUrl),
      refreshPath: pathOf(input.refreshUrl),
    };
    return { accountId, url: this.pageUrl(session, input.returnUrl) };
  }

  async retrieveConnectAccount(accountId: string): Promise<provider.ConnectAccount> {
    return { id: accountId, detailsSubmitted: accountId.startsWith(SANDBOX_ACCOUNT_PREFIX) };
  }

  verifyWebhook(payload: string, signature: string | null): provider.BillingEvent {
    return verifyStripeSignature(payload, signature, this.options.webhookSecret);
  }
}
