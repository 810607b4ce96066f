import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoneerRail } from './payoneer-rail';
import { railsFromEnv } from './rails-from-env';
import { StripeRail } from './stripe-rail';
import { startFakePayoneer, type FakePayoneer } from './testing/fake-payoneer';
import { startStripeMock, type StripeMock } from './testing/stripe-mock';

describe('railsFromEnv', () => {
  let stripeMock: StripeMock;
  let payoneer: FakePayoneer;
  beforeAll(async () => {
    [stripeMock, payoneer] = await Promise.all([startStripeMock(), startFakePayoneer({ payees: ['a@example.test'] })]);
  });
  afterAll(async () => {
    await stripeMock?.stop();
    await payoneer?.close();
  });
  const request = (destination: string) => ({ payoutId: `env-${destination}`, amountCents: 10_00, currency: 'USD', destination });

  it('has no rail for a method left unconfigured', () => {
    expect(railsFromEnv({})).toEqual({});
  });

  it('builds working rails from the variables, pointed at the servers they name', async () => {
    const rails = railsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_env',
      STRIPE_API_URL: `http://${stripeMock.host}:${stripeMock.port}`,
      PAYONEER_API_URL: `${payoneer.baseUrl}/`,
      PAYONEER_PROGRAM_ID: payoneer.programId,
      PAYONEER_ACCESS_TOKEN: payoneer.token,
    });
    expect(rails.stripe).toBeInstanceOf(StripeRail);
    expect(rails.payoneer).toBeInstanceOf(PayoneerRail);
    expect((await rails.stripe!.pay(request('acct_1Env'))).externalId).toMatch(/^tr_/);
    expect((await rails.payoneer!.pay(request('a@example.test'))).externalId).toBe(payoneer.payouts.get('env-a@example.test')?.payoutId);
  });

  it('refuses a half-configured method instead of failing payouts later', () => {
    expect(() => railsFromEnv({ PAYONEER_API_URL: 'https://api.sandbox.payoneer.com', PAYONEER_PROGRAM_ID: '1' })).toThrow(
      'PAYONEER_ACCESS_TOKEN missing',
    );
    expect(() => railsFromEnv({ STRIPE_API_URL: 'http://localhost:12111' })).toThrow('STRIPE_SECRET_KEY');
  });
});
