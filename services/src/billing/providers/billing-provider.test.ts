import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { startStripeMock } from '@slipcase/services/payouts/rails/testing/stripe-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../testing/accounts';
import { SandboxBillingProvider } from './sandbox-provider';
import { readSandboxSession } from './sandbox-token';
import { StripeBillingProvider } from './stripe-provider';
import { runBillingProviderContract } from '../testing/billing-provider-contract';

const WEBHOOK_SECRET = 'whsec_contract';
const SANDBOX_SECRET = 'sandbox-contract-secret';

// Stripe's official mock (installed by scripts/setup.sh --test): it checks every request against Stripe's API
// description and answers with fixtures, keeping no state.
runBillingProviderContract('Stripe against stripe-mock', async () => {
  const mock = await startStripeMock();
  const provider = new StripeBillingProvider({
    apiKey: 'sk_test_slipcase',
    webhookSecret: WEBHOOK_SECRET,
    host: mock.host,
    port: mock.port,
    protocol: 'http',
  });
  return {
    provider,
    webhookSecret: WEBHOOK_SECRET,
    subscriptionId: 'sub_contract',
    customerId: 'cus_contract',
    accountId: 'acct_contract',
    paymentId: 'pi_contract',
    close: () => mock.stop(),
  };
});

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

// The sandbox keeps its subscriptions on the users' rows.
runBillingProviderContract('sandbox', async () => {
  database = await createTestDatabase();
  const user = await createAccount(database.prisma, { username: 'sandboxed', password: 'pw-123456!', plan: 'pro' });
  await database.prisma.user.update({
    where: { id: user.id },
    data: {
      stripeCustomerId: 'cus_sandbox_contract',
      stripeSubscriptionId: 'sub_sandbox_contract',
      subscriptionSource: 'stripe',
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date('2031-06-01T00:00:00Z'),
    },
  });
  const provider = new SandboxBillingProvider({ secret: SANDBOX_SECRET, webhookSecret: WEBHOOK_SECRET, prisma: database.prisma });
  return {
    provider,
    webhookSecret: WEBHOOK_SECRET,
    subscriptionId: 'sub_sandbox_contract',
    customerId: 'cus_sandbox_contract',
    accountId: 'acct_sandbox_contract',
    paymentId: 'pi_sandbox_contract',
  };
});

describe('sandbox provider', () => {
  const provider = new SandboxBillingProvider({ secret: SANDBOX_SECRET });

  it('checks out on its own test page of this site, carrying what was bought', async () => {
    const session = await provider.createCheckout({
      userId: 'u1',
      email: 'u1@example.test',
      customerId: null,
      plan: 'pro',
      interval: 'monthly',
      successUrl: 'http://localhost:3000/account/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/upgrade',
    });
    const url = new URL(session.url);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/billing/sandbox');
    expect(readSandboxSession(url.searchParams.get('session'), SANDBOX_SECRET)).toMatchObject({
      kind: 'checkout',
      id: session.id,
      userId: 'u1',
      plan: 'pro',
      interval: 'monthly',
      amountCents: 2499,
      successPath: `/account/subscription?checkout=success&session_id=${session.id}`,
      cancelPath: '/upgrade',
    });
    expect(readSandboxSession(url.searchParams.get('session'), 'another-secret')).toBeNull();
  });

  it('reports its own connected accounts as onboarded, and no other', async () => {
    expect((await provider.retrieveConnectAccount('acct_sandbox_1')).detailsSubmitted).toBe(true);
    expect((await provider.retrieveConnectAccount('acct_demo')).detailsSubmitted).toBe(false);
  });

  it('answers the same refund for the same key, as Stripe does, and refuses a payment it did not take', async () => {
    const input = { paymentId: 'pi_sandbox_1', idempotencyKey: 'slipcase-promotion-refund:c1' };
    const first = await provider.refundPayment(input);
    expect(await provider.refundPayment(input)).toEqual(first);
    expect(await provider.refundPayment({ ...input, idempotencyKey: 'slipcase-promotion-refund:c2' })).not.toEqual(first);
    await expect(provider.refundPayment({ ...input, paymentId: 'pi_live_1' })).rejects.toThrow(/No sandbox payment/);
  });

  it('refuses to verify webhooks without a secret', () => {
    expect(() => new SandboxBillingProvider({ secret: SANDBOX_SECRET }).verifyWebhook('{}', 't=1,v1=x')).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
