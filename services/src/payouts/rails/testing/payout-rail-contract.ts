import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutRefusedError, type PayoutRail, type PayoutRequest } from '../rail';

export interface PayoutRailFixture {
  rail: PayoutRail;
  /** A destination the provider pays. */
  destination: string;
  /** What to change in a good request for the provider to refuse it. */
  refusal: Partial<PayoutRequest>;
  /** How many payments the provider holds for a payout id, read on the provider's side; required unless stateless. */
  paymentsFor?: (payoutId: string) => number | Promise<number>;
  close?: () => Promise<void>;
}

export interface PayoutRailContractOptions {
  /**
   * Why the provider under test cannot count payments (stripe-mock keeps no state). The idempotency checks then
   * shrink to "repeating a payout id succeeds", and the test names say so.
   */
  stateless?: string;
}

/**
 * The suite every payout rail runs from its own test file, against the provider itself or a stand-in that
 * speaks its API: it pays, a payout id pays once, a refusal is a PayoutRefusedError.
 */
export function runPayoutRailContract(
  makeRail: () => Promise<PayoutRailFixture>,
  options: PayoutRailContractOptions = {},
): void {
  const { stateless } = options;
  const unseen = stateless ? ` (${stateless}: a second payment cannot be seen)` : '';
  describe('PayoutRail contract', () => {
    let fixture: PayoutRailFixture;
    const request = (overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
      payoutId: `contract-${randomUUID()}`,
      amountCents: 12_34,
      currency: 'USD',
      destination: fixture.destination,
      ...overrides,
    });
    const stateful = !stateless;
    const paymentsFor = async (payoutId: string) => fixture.paymentsFor!(payoutId);

    beforeAll(async () => {
      fixture = await makeRail();
      if (stateful && !fixture.paymentsFor) throw new Error('A stateful provider\'s fixture must give paymentsFor');
    });
    afterAll(async () => {
      await fixture?.close?.();
    });

    it('pays and returns the provider’s id of the payment', async () => {
      const payment = request();
      const receipt = await fixture.rail.pay(payment);
      expect(receipt.externalId).toMatch(/\S/);
      if (stateful) expect(await paymentsFor(payment.payoutId)).toBe(1);
    });

    it(`pays the same payout id once, however often it is asked${unseen}`, async () => {
      const payment = request();
      const first = await fixture.rail.pay(payment);
      const again = await fixture.rail.pay(payment);
      expect(again.externalId).toMatch(/\S/);
      if (stateful) {
        expect(again).toEqual(first);
        expect(await paymentsFor(payment.payoutId)).toBe(1);
      }
    });

    it('pays two payout ids as two payments', async () => {
      const [a, b] = [request(), request({ amountCents: 5_00 })];
      const [first, second] = [await fixture.rail.pay(a), await fixture.rail.pay(b)];
      expect(first.externalId).not.toBe(second.externalId);
      if (stateful) expect([await paymentsFor(a.payoutId), await paymentsFor(b.payoutId)]).toEqual([1, 1]);
    });

    it('reports a payment the provider refuses as a PayoutRefusedError of its method', async () => {
      const payment = request(fixture.refusal);
      const failure = await fixture.rail.pay(payment).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PayoutRefusedError);
      expect(failure).toMatchObject({ method: fixture.rail.method, reason: expect.stringMatching(/\S/) });
      expect((failure as Error).message).toMatch(/\S/);
      if (stateful) expect(await paymentsFor(payment.payoutId)).toBe(0);
    });
  });
}
