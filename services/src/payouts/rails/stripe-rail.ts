import Stripe from 'stripe';
import { PayoutRefusedError, type PayoutRail, type PayoutReceipt, type PayoutRequest } from './rail';

export interface StripeRailOptions {
  /** The platform's secret key (sk_live_... / sk_test_...). */
  apiKey: string;
  /** Another API server than api.stripe.com, e.g. stripe-mock: 'localhost', 12111, 'http'. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * Pays with Stripe Connect: a Transfer from the platform's balance to the artist's connected account. The payout
 * id is the idempotency key, so a retried activity gets the first transfer back. Stripe keeps idempotency keys
 * for at least 24 hours: the payout activity's retries end long before that.
 */
export class StripeRail implements PayoutRail {
  readonly method = 'stripe';
  /** The SDK client, for events (`client.on('response', ...)`) and whatever an operator tool needs. */
  readonly client: Stripe;

  constructor(options: StripeRailOptions) {
    this.client = new Stripe(options.apiKey, { host: options.host, port: options.port, protocol: options.protocol });
  }

  async pay(request: PayoutRequest): Promise<PayoutReceipt> {
    try {
      const transfer = await this.client.transfers.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          destination: request.destination,
          transfer_group: request.payoutId,
          metadata: { payoutId: request.payoutId },
        },
        { idempotencyKey: request.payoutId },
      );
      return { externalId: transfer.id };
    } catch (error) {
      if (isRefusal(error)) throw new PayoutRefusedError('stripe', error.code ?? error.type, error.message);
      throw error;
    }
  }
}

/**
 * Refusals: invalid requests (an unknown or unconnected destination, a bad amount), permission and idempotency
 * errors. Not refusals: a concurrent request with the same key (409), rate limits, Stripe's or the network's
 * trouble, a bad API key (the operator can fix it while retries last), and the platform's own balance being
 * short (`balance_insufficient`: the artist did nothing wrong and funds may arrive).
 */
function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  const { errors } = Stripe;
  if (error instanceof errors.StripeInvalidRequestError) {
    return error.statusCode !== 409 && error.statusCode !== 429 && error.code !== 'balance_insufficient';
  }
  return (
    error instanceof errors.StripeCardError ||
    error instanceof errors.StripePermissionError ||
    error instanceof errors.StripeIdempotencyError
  );
}
