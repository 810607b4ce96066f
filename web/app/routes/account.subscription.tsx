import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useFetcher, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import type { ErrorCode, SubscriptionStatus } from '@slipcase/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/account-tabs';
import { ConfirmDialog, ConfirmDialogFooter } from '../components/confirm-dialog';
import { FormErrors } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Badge, type BadgeVariant } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { formatCents, formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { requireAccountUser } from '../server/account/account-user.server';
import { cancelSubscription, loadSubscription } from '@slipcase/services/billing/subscription';
import { billingDeps } from '../server/billing/billing-deps.server';

const PORTAL_PATH = '/billing/portal';
/** Errors other pages send here in `?error=`. */
const PAGE_ERRORS: readonly ErrorCode[] = ['payment_management_unavailable', 'payment_failed'];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccountUser(request);
  return json(await loadSubscription(billingDeps(), user.id));
}

/** Cancels the subscription at the end of the period (the dialog's confirmation). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccountUser(request);
  const error = await cancelSubscription(billingDeps(), user.id);
  return json({ error }, { status: error ? 502 : 200 });
}

export const meta = titleMeta('account:pages.subscription');

type Subscription = ReturnType<typeof useLoaderData<typeof loader>>;

const STATUS_VARIANT: Record<SubscriptionStatus | 'ending', BadgeVariant> = {
  active: 'success',
  past_due: 'warning',
  canceled: 'secondary',
  ending: 'secondary',
};

export default function SubscriptionPage() {
  const { t } = useTranslation('account');
  const subscription = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const checkout = searchParams.get('checkout');
  const pageError = PAGE_ERRORS.find((code) => code === searchParams.get('error'));

  return (
    <AccountPage>
      {pageError ? <FormErrors errors={[pageError]} /> : null}
      {checkout === 'success' && !subscription.cancelAtPeriodEnd ? (
        <Alert variant="success" data-testid="checkout-notice">
          {subscription.status ? t('subscription.checkout.active', { plan: t(`plans.${subscription.plan}`) }) : t('subscription.checkout.pending')}
        </Alert>
      ) : checkout === 'subscribed' ? (
        <Alert data-testid="checkout-notice">{t('subscription.checkout.subscribed')}</Alert>
      ) : null}
      <CurrentPlanCard subscription={subscription} />
      {subscription.plan === 'free' ? <PlansCard subscription={subscription} /> : null}
    </AccountPage>
  );
}

function CurrentPlanCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('account');
  const navigation = useNavigation();
  const opening = navigation.state !== 'idle' && navigation.formAction === PORTAL_PATH;
  const plan = t(`plans.${subscription.plan}`);
  const date = subscription.currentPeriodEnd ? formatDate(i18n.language, subscription.currentPeriodEnd) : null;
  const state = subscription.cancelAtPeriodEnd ? 'ending' : subscription.status;

  let summary: string;
  if (subscription.plan === 'free') summary = t('subscription.summary.free');
  else if (!subscription.status) summary = t('subscription.summary.granted', { plan });
  else if (subscription.cancelAtPeriodEnd) summary = t('subscription.summary.ending', { plan, date });
  else if (subscription.status === 'past_due') summary = t('subscription.summary.pastDue', { plan });
  else summary = date ? t('subscription.summary.renews', { date }) : t('subscription.summary.active');

  return (
    <Card data-testid="current-plan" data-plan={subscription.plan} data-status={state ?? ''}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t('subscription.current', { plan })}</h2>
          {state ? <Badge variant={STATUS_VARIANT[state]}>{t(`subscription.status.${state}`)}</Badge> : null}
        </CardTitle>
        <CardDescription data-testid="subscription-summary">{summary}</CardDescription>
      </CardHeader>
      {subscription.storeBought ? (
        <CardContent>
          <Alert data-testid="store-notice">{t('subscription.storeBought')}</Alert>
        </CardContent>
      ) : null}
      {subscription.canCancel || subscription.canManagePayment ? (
        <CardFooter className="flex-wrap">
          {subscription.canManagePayment ? (
            <Form method="post" action={PORTAL_PATH}>
              <Button type="submit" variant="outline" disabled={opening}>
                {opening ? t('subscription.opening') : t('subscription.managePayment')}
              </Button>
            </Form>
          ) : null}
          {subscription.canCancel && date ? <CancelDialog plan={plan} date={date} /> : null}
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** "Cancel subscription" and its confirmation: it ends at the period's end, with what that means. */
function CancelDialog({ plan, date }: { plan: string; date: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<typeof action>({ key: 'cancel-subscription' });
  const busy = fetcher.state !== 'idle';
  const error = busy ? null : fetcher.data?.error;

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.error) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="destructive">{t('subscription.cancel.open')}</Button>}
      title={t('subscription.cancel.title')}
      description={t('subscription.cancel.description', { plan, date })}
    >
      {error ? <FormErrors errors={[error]} /> : null}
      <fetcher.Form method="post">
        <ConfirmDialogFooter
          cancelLabel={t('subscription.cancel.keep')}
          submitLabel={busy ? t('subscription.cancel.pending') : t('subscription.cancel.confirm')}
          busy={busy}
        />
      </fetcher.Form>
    </ConfirmDialog>
  );
}

function PlansCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('subscription.plans.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('subscription.plans.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 sm:grid-cols-2">
          {subscription.offers.map((offer) => (
            <li key={offer.plan} className="grid gap-2 rounded-lg border p-4" data-testid={`offer-${offer.plan}`}>
              <p className="font-semibold">{t(`plans.${offer.plan}`)}</p>
              <p className="text-sm text-muted-foreground">{t(`subscription.plans.${offer.plan}`)}</p>
              <ul className="text-sm">
                {offer.prices.map((price) => (
                  <li key={price.interval}>
                    <span className="font-medium tabular-nums">{formatCents(i18n.language, price.cents)}</span>{' '}
                    {t(`intervals.${price.interval}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Link to="/upgrade" className={buttonVariants()}>
          {t('subscription.plans.upgrade')}
        </Link>
      </CardFooter>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
