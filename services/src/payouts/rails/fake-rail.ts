import { PayoutRefusedError, type PayoutMethod, type PayoutRail, type PayoutReceipt, type PayoutRequest } from './rail';

export interface FakePayment extends PayoutRequest {
  externalId: string;
}

/**
 * A payment provider in memory, for tests of what happens around a payout: it records payments, pays a payout id
 * once however often it is asked, refuses the destinations it is told to, and can be told to be down for a while.
 */
export class FakeRail implements PayoutRail {
  /** Every payment made, in order. */
  readonly payments: FakePayment[] = [];
  /** Every call to pay(), failed ones included. */
  attempts = 0;
  private outages = 0;
  private readonly refused = new Set<string>();

  constructor(readonly method: PayoutMethod = 'stripe') {}

  /** The next `times` calls fail as a provider outage would (a plain error: worth retrying). */
  failNext(times: number): void {
    this.outages = times;
  }

  /** Payments to `destination` are refused from now on. */
  refuseDestination(destination: string): void {
    this.refused.add(destination);
  }

  async pay(request: PayoutRequest): Promise<PayoutReceipt> {
    this.attempts += 1;
    if (this.outages > 0) {
      this.outages -= 1;
      throw new Error(`${this.method} (fake) is unavailable`);
    }
    const earlier = this.payments.find((payment) => payment.payoutId === request.payoutId);
    if (earlier) return { externalId: earlier.externalId };
    if (this.refused.has(request.destination)) {
      throw new PayoutRefusedError(this.method, 'destination_refused', `${this.method} (fake) refuses payments to ${request.destination}`);
    }
    const externalId = `fake_${this.method}_${this.payments.length + 1}`;
    this.payments.push({ ...request, externalId });
    return { externalId };
  }
}
