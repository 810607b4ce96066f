import { WebhookSignatureError, type BillingProvider } from '../provider';

export const BILLING_NOT_CONFIGURED =
  'Billing is not configured: set STRIPE_SECRET_KEY, or SLIPCASE_BILLING_SANDBOX=1 for test payments';

/**
 * An installation with neither Stripe nor the sandbox turned on: every payment action fails (and the pages show
 * their own failure message), so nobody can give themselves a paid plan for free.
 */
export class UnconfiguredBillingProvider implements BillingProvider {
  readonly name = 'sandbox' as const;
  private refuse(): never {
    throw new Error(BILLING_NOT_CONFIGURED);
  }
  createCheckout = async () => this.refuse();
  createPaymentCheckout = async () => this.refuse();
  refundPayment = async () => this.refuse();
  createPortal = async () => this.refuse();
  cancelAtPeriodEnd = async () => this.refuse();
  createConnectOnboarding = async () => this.refuse();
  retrieveConnectAccount = async () => this.refuse();
  verifyWebhook(): never {
    throw new WebhookSignatureError(BILLING_NOT_CONFIGURED);
  }
}
