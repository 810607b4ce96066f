import { describe, expect, it } from 'vitest';
import { billingProviderFromEnv } from './provider-from-env.server';
import { BILLING_NOT_CONFIGURED, UnconfiguredBillingProvider } from '@slipcase/services/billing/providers/unconfigured-provider';

describe('billingProviderFromEnv', () => {
  it('uses Stripe when a secret key is set', () => {
    expect(billingProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_123' }).name).toBe('stripe');
  });

  it('uses the sandbox only when it is turned on', () => {
    expect(billingProviderFromEnv({ SLIPCASE_BILLING_SANDBOX: '1' }).name).toBe('sandbox');
    expect(billingProviderFromEnv({ SLIPCASE_BILLING_SANDBOX: '1' })).not.toBeInstanceOf(UnconfiguredBillingProvider);
  });

  it('refuses every payment action when neither is configured, so no plan is given away', async () => {
    const provider = billingProviderFromEnv({});
    expect(provider).toBeInstanceOf(UnconfiguredBillingProvider);
    await expect(
      provider.createCheckout({
        userId: 'u',
        email: 'a@b.c',
        customerId: null,
        plan: 'pro',
        interval: 'yearly',
        successUrl: 'http://x/',
        cancelUrl: 'http://x/',
      }),
    ).rejects.toThrow(BILLING_NOT_CONFIGURED);
    expect(() => provider.verifyWebhook('{}', 't=1,v1=x')).toThrow(BILLING_NOT_CONFIGURED);
  });
});
