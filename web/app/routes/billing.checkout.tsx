import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { Link, useActionData } from '@remix-run/react';
import { isBlocked } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { titleMeta } from '../lib/meta';
import { startCheckout } from '../server/billing/checkout.server';
import { BLOCKED_PATH, getSessionUser } from '../server/session.server';
import { formOf } from '../server/read-form.server';

const UPGRADE_PATH = '/upgrade';

/**
 * POST { plan: 'pro' | 'advanced', interval: 'yearly' | 'monthly' } from /upgrade and /pro: off to the payment
 * provider's checkout. A visitor signs in first and comes back to /upgrade to choose again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(`/auth/login?${new URLSearchParams({ redirect: UPGRADE_PATH })}`);
  if (isBlocked(user)) throw redirect(BLOCKED_PATH);
  const result = await startCheckout(user, await formOf(request), new URL(request.url).origin);
  if ('url' in result) return redirect(result.url);
  return json({ error: result.error }, { status: httpStatusOf(result.error) });
}

export function loader() {
  return redirect(UPGRADE_PATH);
}

export const meta = titleMeta('account:pages.checkout');

/** Shown only when a checkout could not start: a plan not sold that way, or the provider failing. */
export default function CheckoutProblemPage() {
  const { t } = useTranslation('account');
  const data = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md pt-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('checkout.heading')}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormErrors errors={[data?.error ?? 'payment_failed']} />
          <Link to={UPGRADE_PATH} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
            {t('checkout.back')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
