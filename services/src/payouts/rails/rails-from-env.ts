import { PayoneerRail } from './payoneer-rail';
import type { PayoutRails } from './rail';
import { StripeRail } from './stripe-rail';

const PAYONEER_VARIABLES = ['PAYONEER_API_URL', 'PAYONEER_PROGRAM_ID', 'PAYONEER_ACCESS_TOKEN'] as const;

/**
 * The payout rails an operator configured:
 * - Stripe: STRIPE_SECRET_KEY, and STRIPE_API_URL for another server than api.stripe.com (stripe-mock);
 * - Payoneer: PAYONEER_API_URL (e.g. https://api.sandbox.payoneer.com), PAYONEER_PROGRAM_ID, PAYONEER_ACCESS_TOKEN.
 * A method left unconfigured has no rail: its payouts fail with a message saying so. A half-configured one
 * stops the start instead of failing payouts later.
 */
export function railsFromEnv(env: Record<string, string | undefined>): PayoutRails {
  const rails: PayoutRails = {};
  const stripeKey = env.STRIPE_SECRET_KEY?.trim();
  if (stripeKey) {
    rails.stripe = new StripeRail({ apiKey: stripeKey, ...stripeServer(env.STRIPE_API_URL?.trim()) });
  } else if (env.STRIPE_API_URL?.trim()) {
    throw new Error('STRIPE_API_URL is set but STRIPE_SECRET_KEY is not');
  }

  const present = PAYONEER_VARIABLES.filter((name) => env[name]?.trim());
  if (present.length === PAYONEER_VARIABLES.length) {
    rails.payoneer = new PayoneerRail({
      baseUrl: env.PAYONEER_API_URL!.trim(),
      programId: env.PAYONEER_PROGRAM_ID!.trim(),
      token: env.PAYONEER_ACCESS_TOKEN!.trim(),
    });
  } else if (present.length > 0) {
    const missing = PAYONEER_VARIABLES.filter((name) => !present.includes(name));
    throw new Error(`Payoneer is half configured: ${missing.join(', ')} missing`);
  }
  return rails;
}

/** The host, port and protocol of STRIPE_API_URL for the Stripe SDK; nothing for api.stripe.com. */
export function stripeServer(url: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}
