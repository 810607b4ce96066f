import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import { stripeServer } from '@slipcase/services/payouts/rails/rails-from-env';
import type { BillingProvider } from '@slipcase/services/billing/provider';
import { SandboxBillingProvider } from '@slipcase/services/billing/providers/sandbox-provider';
import { StripeBillingProvider, type PriceIds } from '@slipcase/services/billing/providers/stripe-provider';
import { UnconfiguredBillingProvider } from '@slipcase/services/billing/providers/unconfigured-provider';

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_URL for stripe-mock, STRIPE_WEBHOOK_SECRET for webhooks,
 * STRIPE_PRICE_<PLAN>_<INTERVAL> for prices made in Stripe's dashboard); otherwise the sandbox when
 * SLIPCASE_BILLING_SANDBOX=1 (`npm start` and the tests set it), else no billing at all: a sandbox that an
 * installation forgot to configure would hand out paid plans for free.
 */
export function billingProviderFromEnv(env: Env = config().env): BillingProvider {
  const apiKey = read(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  if (!apiKey) {
    if (read(env, 'SLIPCASE_BILLING_SANDBOX') !== '1') return new UnconfiguredBillingProvider();
    return new SandboxBillingProvider({ secret: sandboxSecret(env), webhookSecret, prisma: getPrisma });
  }
  const priceIds: PriceIds = {
    pro_yearly: read(env, 'STRIPE_PRICE_PRO_YEARLY'),
    pro_monthly: read(env, 'STRIPE_PRICE_PRO_MONTHLY'),
    advanced_yearly: read(env, 'STRIPE_PRICE_ADVANCED_YEARLY'),
  };
  return new StripeBillingProvider({ apiKey, webhookSecret, priceIds, ...stripeServer(read(env, 'STRIPE_API_URL')) });
}

/** The sandbox signs its pages' tokens with the session secret; without one (development) a fixed key will do. */
export function sandboxSecret(env: Env = config().env): string {
  return read(env, 'SESSION_SECRET') ?? 'slipcase-billing-sandbox';
}

/** The price id → plan table of STRIPE_PRICE_*, for subscriptions that carry no plan in their metadata. */
export function planOfPriceId(priceId: string | undefined, env: Env = config().env): 'pro' | 'advanced' | null {
  if (!priceId) return null;
  if (priceId === read(env, 'STRIPE_PRICE_ADVANCED_YEARLY')) return 'advanced';
  if (priceId === read(env, 'STRIPE_PRICE_PRO_YEARLY') || priceId === read(env, 'STRIPE_PRICE_PRO_MONTHLY')) return 'pro';
  return null;
}
