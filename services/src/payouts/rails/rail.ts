/** How Slipcase pays artists: one rail per payout method, behind one interface so the workflow never knows which. */
export type PayoutMethod = 'stripe' | 'payoneer';

export interface PayoutRequest {
  /** The Payout row's id, and the idempotency key: paying twice with the same id pays once. */
  payoutId: string;
  amountCents: number;
  /** ISO 4217, as stored on the payout ('USD'). */
  currency: string;
  /** A Stripe connected account id (acct_...) or a Payoneer payee id. */
  destination: string;
}

export interface PayoutReceipt {
  /** The payment's id at the provider (a Stripe transfer id, a Payoneer payout id). */
  externalId: string;
}

export interface PayoutRail {
  readonly method: PayoutMethod;
  /**
   * Pays, or returns the receipt of the payment already made for `payoutId`. Throws PayoutRefusedError when the
   * provider refuses the payment (retrying cannot help); any other error is worth retrying.
   */
  pay(request: PayoutRequest): Promise<PayoutReceipt>;
}

/** The rails a worker has, by method; a method without a rail cannot be paid on that worker. */
export type PayoutRails = Partial<Record<PayoutMethod, PayoutRail>>;

/** The provider said no: unknown destination, insufficient funds, invalid amount. Not worth retrying. */
export class PayoutRefusedError extends Error {
  constructor(
    readonly method: PayoutMethod,
    /** The provider's own code for the refusal, when it gives one. */
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'PayoutRefusedError';
  }
}
