import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutRefusedError } from './rail';
import { StripeRail } from './stripe-rail';
import { runPayoutRailContract } from './testing/payout-rail-contract';
import { startStripeMock, type StripeMock } from './testing/stripe-mock';

// The real stripe-mock (bash tools/stripe-mock/install.sh): Stripe's OpenAPI description and fixtures, no state.
let mock: StripeMock;
beforeAll(async () => {
  mock = await startStripeMock();
});
afterAll(() => mock?.stop());

const railOn = (server: { host: string; port: number }, apiKey = 'sk_test_slipcase') =>
  new StripeRail({ apiKey, host: server.host, port: server.port, protocol: 'http' });

runPayoutRailContract(
  async () => ({
    rail: railOn(mock),
    destination: 'acct_1SlipcaseArtist',
    // stripe-mock checks parameters, not accounts: a fractional amount gets the 400 invalid_request_error that
    // Stripe answers for an unknown destination too.
    refusal: { amountCents: 12.5 },
  }),
  { stateless: 'stripe-mock keeps no state' },
);

describe('StripeRail', () => {
  it('sends a transfer of the payout to the connected account, with the payout id as idempotency key', async () => {
    const rail = railOn(mock);
    const echoed: (string | undefined)[] = [];
    rail.client.on('response', (event: Stripe.ResponseEvent) => echoed.push(event.idempotency_key));
    const payoutId = `payout-${randomUUID()}`;

    const receipt = await rail.pay({ payoutId, amountCents: 4321, currency: 'USD', destination: 'acct_1Artist' });
    const transfer = await rail.client.transfers.retrieve(receipt.externalId);

    expect(receipt.externalId).toMatch(/^tr_/);
    expect(transfer.object).toBe('transfer');
    // stripe-mock sends the Idempotency-Key it received back: this is the key that went over the wire.
    expect(echoed[0]).toBe(payoutId);
  });

  it('reports a rejected API key and an unreachable Stripe as errors worth retrying, not refusals', async () => {
    const request = { payoutId: 'p', amountCents: 1000, currency: 'USD', destination: 'acct_1' };
    const badKey = await railOn(mock, 'not-a-key').pay(request).catch((error: unknown) => error);
    expect(badKey).toBeInstanceOf(Error);
    expect(badKey).not.toBeInstanceOf(PayoutRefusedError);

    const unreachable = new StripeRail({ apiKey: 'sk_test_x', host: '127.0.0.1', port: 9, protocol: 'http' });
    const down = await unreachable.pay(request).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PayoutRefusedError);
  });
});
