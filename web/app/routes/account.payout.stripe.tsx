import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { requireAccountUser } from '../server/account/account-user.server';
import { finishStripeOnboarding, startStripeOnboarding } from '@slipcase/services/accounts/payout-method';
import { PAYOUT_PATH, STRIPE_CONNECT_PATH } from '../server/account/paths';
import { billingDeps } from '../server/billing/billing-deps.server';

/**
 * Stripe Connect onboarding. POST starts it (the payout page's button) and sends the user to Stripe; Stripe sends
 * them back to `?return=1` (finished or not: the account says which) or, when the link expired, to `?refresh=1`
 * for a fresh one.
 */
async function start(request: Request): Promise<Response> {
  const user = await requireAccountUser(request);
  const back = `${new URL(request.url).origin}${STRIPE_CONNECT_PATH}`;
  const url = await startStripeOnboarding(billingDeps(), { user, returnUrl: `${back}?return=1`, refreshUrl: `${back}?refresh=1` });
  return redirect(url ?? `${PAYOUT_PATH}?stripe=failed`);
}

export async function action({ request }: ActionFunctionArgs) {
  return start(request);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  if (query.has('refresh')) return start(request);
  const user = await requireAccountUser(request);
  if (!query.has('return')) return redirect(PAYOUT_PATH);
  return redirect(`${PAYOUT_PATH}?stripe=${await finishStripeOnboarding(billingDeps(), user.id)}`);
}
