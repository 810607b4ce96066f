import { describe, expect, it } from 'vitest';
import { FakeRail } from './fake-rail';
import { runPayoutRailContract } from './testing/payout-rail-contract';

runPayoutRailContract(async () => {
  const rail = new FakeRail('payoneer');
  rail.refuseDestination('refused@example.test');
  return {
    rail,
    destination: 'artist@example.test',
    refusal: { destination: 'refused@example.test' },
    paymentsFor: (payoutId) => rail.payments.filter((payment) => payment.payoutId === payoutId).length,
  };
});

describe('FakeRail', () => {
  it('is down for as many calls as it is told, then pays once', async () => {
    const rail = new FakeRail();
    rail.failNext(2);
    const request = { payoutId: 'p1', amountCents: 1000, currency: 'USD', destination: 'acct_1' };
    await expect(rail.pay(request)).rejects.toThrow('unavailable');
    await expect(rail.pay(request)).rejects.toThrow('unavailable');
    expect(await rail.pay(request)).toEqual({ externalId: 'fake_stripe_1' });
    expect(rail.attempts).toBe(3);
    expect(rail.payments).toEqual([{ ...request, externalId: 'fake_stripe_1' }]);
  });
});
