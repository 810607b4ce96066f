import { startCheckout as start } from '@slipcase/services/billing/checkout';
import type { ErrorCode } from '@slipcase/domain';
import { z } from 'zod';
import { SUBSCRIPTION_PATH } from '../account/paths';
import { billingDeps } from './billing-deps.server';

/** What /upgrade and /pro post to /billing/checkout. */
export const checkoutSchema = z.object({
  plan: z.enum(['pro', 'advanced'], { error: 'invalid_choice' }),
  interval: z.enum(['yearly', 'monthly'], { error: 'invalid_choice' }),
});

/**
 * Where a checkout of the posted plan sends the user: the provider's checkout, or the subscription page when their
 * subscription still runs. Anything but the plans offered is refused.
 */
export async function startCheckout(
  user: { id: string; email: string },
  form: FormData,
  origin: string,
): Promise<{ url: string } | { error: ErrorCode }> {
  const parsed = checkoutSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: 'invalid_choice' };
  const result = await start(billingDeps(), {
    user,
    ...parsed.data,
    successUrl: `${origin}${SUBSCRIPTION_PATH}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/upgrade`,
  });
  return 'subscribed' in result ? { url: `${SUBSCRIPTION_PATH}?checkout=subscribed` } : result;
}
