import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { requireAccountUser } from '../server/account/account-user.server';
import { SUBSCRIPTION_PATH } from '../server/account/paths';
import { paymentManagementUrl } from '@slipcase/services/billing/subscription';
import { billingDeps } from '../server/billing/billing-deps.server';

/** "Manage payment method": off to the payment provider's portal, or back with the reason it cannot open. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccountUser(request);
  const returnUrl = `${new URL(request.url).origin}${SUBSCRIPTION_PATH}`;
  try {
    return redirect(await paymentManagementUrl(billingDeps(), { userId: user.id, returnUrl }));
  } catch {
    return redirect(`${SUBSCRIPTION_PATH}?error=payment_management_unavailable`);
  }
}

export function loader() {
  return redirect(SUBSCRIPTION_PATH);
}
