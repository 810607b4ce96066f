import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoneerRail } from './payoneer-rail';
import { PayoutRefusedError } from './rail';
import { startFakePayoneer, type FakePayoneer } from './testing/fake-payoneer';
import { runPayoutRailContract } from './testing/payout-rail-contract';

const PAYEE = 'artist@example.test';
let payoneer: FakePayoneer;
beforeAll(async () => {
  payoneer = await startFakePayoneer({ payees: [PAYEE] });
});
afterAll(() => payoneer?.close());

const railOn = (server: FakePayoneer, token: string = server.token) =>
  new PayoneerRail({ baseUrl: server.baseUrl, programId: server.programId, token });

runPayoutRailContract(async () => ({
  rail: railOn(payoneer),
  destination: PAYEE,
  refusal: { destination: 'nobody@example.test' },
  paymentsFor: (payoutId) => (payoneer.payouts.has(payoutId) ? 1 : 0),
}));

describe('PayoneerRail', () => {
  const request = () => ({ payoutId: `payout-${randomUUID()}`, amountCents: 12_34, currency: 'USD', destination: PAYEE });

  it('submits one payment referenced by the payout id, in units of the currency, and returns Payoneer’s payout id', async () => {
    const payment = request();
    const receipt = await railOn(payoneer).pay(payment);
    const stored = payoneer.payouts.get(payment.payoutId);
    expect(stored).toMatchObject({ clientReferenceId: payment.payoutId, payeeId: PAYEE, amount: 12.34, currency: 'USD' });
    expect(receipt).toEqual({ externalId: stored!.payoutId });
  });

  it('takes an outage and an expired token as errors worth retrying; the retry pays once', async () => {
    const payment = request();
    payoneer.failNext(1);
    const outage = await railOn(payoneer).pay(payment).catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(PayoutRefusedError);
    expect((outage as Error).message).toContain('503');

    const expired = await railOn(payoneer, 'expired').pay(payment).catch((error: unknown) => error);
    expect(expired).not.toBeInstanceOf(PayoutRefusedError);
    expect((expired as Error).message).toContain('401');
    expect(payoneer.payouts.has(payment.payoutId)).toBe(false);

    // A fresh token from a function, as a token refresher would give it.
    const receipt = await new PayoneerRail({ ...payoneer, token: async () => payoneer.token }).pay(payment);
    expect(receipt.externalId).toBe(payoneer.payouts.get(payment.payoutId)?.payoutId);
  });

  it('reports a payout Payoneer cancelled as refused instead of paying it again', async () => {
    const payment = request();
    await railOn(payoneer).pay(payment);
    payoneer.payouts.get(payment.payoutId)!.status = 'Cancelled';
    await expect(railOn(payoneer).pay(payment)).rejects.toBeInstanceOf(PayoutRefusedError);
    expect([...payoneer.payouts.values()].filter((p) => p.clientReferenceId === payment.payoutId)).toHaveLength(1);
  });
});
