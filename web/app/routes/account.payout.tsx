import { useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/account-tabs';
import { FormErrors } from '../components/form-field';
import { InputField } from '../components/input-field';
import { IntentButton } from '../components/intent-button';
import { Alert, AlertTitle } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { requireAccountUser } from '../server/account/account-user.server';
import { STRIPE_CONNECT_PATH } from '../server/account/paths';
import { chooseStripe, loadPayoutSettings } from '@slipcase/services/accounts/payout-method';
import { savePayoneer } from '../server/account/payout.server';
import { accountDeps } from '../server/deps.server';
import { formOf, readIntent } from '../server/read-form.server';
import { payoneerSchema } from '../server/account/schemas';
import { ConformForm } from '../components/conform-form';

const PAYONEER = 'payoneer';
const USE_STRIPE = 'use-stripe';
/** What the Stripe onboarding's return sends back in `?stripe=`. */
const STRIPE_OUTCOMES = ['ready', 'incomplete', 'failed'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAccountUser(request);
  return json(await loadPayoutSettings(accountDeps(), user.id));
}

/** Posts `intent` "payoneer" (the e-mail form) or "use-stripe" (back to the onboarded Stripe account). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAccountUser(request);
  const form = await formOf(request);
  if ((await readIntent(form, [PAYONEER, USE_STRIPE])) === USE_STRIPE) {
    const chosen = await chooseStripe(accountDeps(), user.id);
    return json({ intent: USE_STRIPE, reply: null, saved: chosen, error: chosen ? null : 'payout_setup_failed' }, { status: chosen ? 200 : 409 });
  }
  const { reply, saved, status } = await savePayoneer(user.id, form);
  return json({ intent: PAYONEER, reply, saved, error: null }, { status });
}

export const meta = titleMeta('account:pages.payout');

export default function PayoutSettingsPage() {
  const { t } = useTranslation('account');
  const settings = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const stripeOutcome = STRIPE_OUTCOMES.find((outcome) => outcome === searchParams.get('stripe'));

  return (
    <AccountPage>
      {stripeOutcome === 'failed' || result?.error ? (
        <FormErrors errors={['payout_setup_failed']} />
      ) : stripeOutcome ? (
        <Alert variant={stripeOutcome === 'ready' ? 'success' : 'default'} data-testid="stripe-notice">
          {t(`payout.stripe.${stripeOutcome}`)}
        </Alert>
      ) : null}
      {result?.saved ? (
        <Alert variant="success" data-testid="payout-notice">
          {t(result.intent === USE_STRIPE ? 'payout.stripe.chosen' : 'payout.payoneer.saved')}
        </Alert>
      ) : null}
      {settings.configured ? (
        <Card className="gap-2 py-5">
          <CardContent className="px-5">
            <p className="text-sm text-muted-foreground">{t('payout.current')}</p>
            <p className="mt-1 font-medium break-all" data-testid="payout-method">
              {settings.payoutMethod === 'stripe'
                ? t('payout.currentStripe', { account: settings.stripeAccountId })
                : t('payout.currentPayoneer', { email: settings.payoneerEmail })}
            </p>
          </CardContent>
        </Card>
      ) : (
        <Alert data-testid="payout-not-configured">
          <AlertTitle>{t('payout.notConfigured.title')}</AlertTitle>
          <p className="text-muted-foreground">{t('payout.notConfigured.body')}</p>
        </Alert>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <StripeCard settings={settings} />
        <PayoneerCard settings={settings} reply={result?.intent === PAYONEER ? result.reply : undefined} />
      </div>
    </AccountPage>
  );
}

type Settings = ReturnType<typeof useLoaderData<typeof loader>>;

function StripeCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const starting = navigation.state !== 'idle' && navigation.formAction === STRIPE_CONNECT_PATH;
  const current = settings.payoutMethod === 'stripe' && settings.stripeAccountId !== null;
  const status = settings.stripeAccountReady ? 'ready' : settings.stripeAccountId ? 'pending' : 'none';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t('payout.stripe.heading')}</h2>
          {current ? <Badge variant="success">{t('payout.currentBadge')}</Badge> : null}
        </CardTitle>
        <CardDescription>{t('payout.stripe.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm" data-testid="stripe-status">
          {t(`payout.stripe.status.${status}`)}
        </p>
        {status === 'ready' ? (
          current ? null : (
            <IntentButton intent={USE_STRIPE} pendingLabel={t('payout.saving')} variant="outline">
              {t('payout.stripe.use')}
            </IntentButton>
          )
        ) : (
          <Form method="post" action={STRIPE_CONNECT_PATH}>
            <Button type="submit" disabled={starting}>
              {starting ? t('payout.stripe.starting') : t(status === 'pending' ? 'payout.stripe.continue' : 'payout.stripe.connect')}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

function PayoneerCard({ settings, reply }: { settings: Settings; reply: SubmissionResult<string[]> | null | undefined }) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === PAYONEER;
  const [form, fields] = useForm({
    id: PAYONEER,
    lastResult: reply,
    constraint: getZodConstraint(payoneerSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: payoneerSchema }),
    defaultValue: { payoneerEmail: settings.payoneerEmail ?? '' },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h2>{t('payout.payoneer.heading')}</h2>
          {settings.payoutMethod === 'payoneer' && settings.payoneerEmail ? (
            <Badge variant="success">{t('payout.currentBadge')}</Badge>
          ) : null}
        </CardTitle>
        <CardDescription>{t('payout.payoneer.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConformForm form={form} method="post" className="grid gap-4">
          <input type="hidden" name="intent" value={PAYONEER} />
          <InputField meta={fields.payoneerEmail} type="email" label={t('payout.payoneer.email')} autoComplete="email" spellCheck={false} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? t('payout.saving') : t('payout.payoneer.submit')}
            </Button>
          </div>
        </ConformForm>
      </CardContent>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
