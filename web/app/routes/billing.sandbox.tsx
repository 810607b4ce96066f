import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { cleanString } from '@slipcase/api-contract/clean-input';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, AlertTitle } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { formatCents } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { PAYOUT_PATH } from '../server/account/paths';
import { paySandboxCheckout, paySandboxPayment } from '@slipcase/services/billing/sandbox-checkout';
import { billingDeps } from '../server/billing/billing-deps.server';
import { sandboxSessionFor } from '../server/billing/sandbox-checkout.server';
import { readFormValue } from '../server/read-form.server';
import { requireUser } from '../server/session.server';

/**
 * The sandbox's stand-ins for Stripe's pages when no STRIPE_SECRET_KEY is set (development, the e2e run):
 * Checkout, payment management and Connect onboarding. Each says it is a test; "Pay" applies the very events a
 * real payment's webhook brings.
 */
function sessionOf(user: { id: string }, token: string | null) {
  const session = sandboxSessionFor(token, user.id);
  if (!session) throw new Response('Not found', { status: 404 });
  return session;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('session');
  return json({ session: sessionOf(await requireUser(request), token), token });
}

/** The sandbox's pay button: the signed session token the page was opened with (none names nothing: 404). */
const paySchema = z.object({ session: cleanString().optional() });

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { session: token } = await readFormValue(request, paySchema);
  const session = sessionOf(user, token ?? null);
  if (session.kind === 'payment') await paySandboxPayment(billingDeps(), session);
  else if (session.kind === 'checkout') await paySandboxCheckout(billingDeps(), session);
  else throw new Response('Not found', { status: 404 });
  return redirect(session.successPath);
}

export const meta = titleMeta('account:pages.sandbox');

export default function SandboxPage() {
  const { t } = useTranslation('account');
  const { session } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-lg space-y-6 pt-2">
      <Alert data-testid="sandbox-warning">
        <AlertTitle className="flex items-center gap-2">
          <Badge variant="warning">{t('sandbox.badge')}</Badge>
          {t('sandbox.warningTitle')}
        </AlertTitle>
        <p className="text-muted-foreground">{t('sandbox.warning')}</p>
      </Alert>
      {session.kind === 'checkout' ? <SandboxCheckout /> : session.kind === 'payment' ? <SandboxPayment /> : session.kind === 'portal' ? <SandboxPortal /> : <SandboxConnect />}
    </div>
  );
}

/** The loader's session, of the kind the page already checked. */
function useSession<Kind extends 'checkout' | 'payment' | 'portal' | 'connect'>() {
  const data = useLoaderData<typeof loader>();
  return { ...(data.session as Extract<typeof data.session, { kind: Kind }>), token: data.token };
}

function SandboxCheckout() {
  const { t, i18n } = useTranslation('account');
  const session = useSession<'checkout'>();
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle';
  const price = formatCents(i18n.language, session.amountCents);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t('sandbox.checkout.heading')}</h1>
        </CardTitle>
        <CardDescription>{t('sandbox.checkout.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('sandbox.checkout.plan')}</dt>
          <dd className="font-medium">{t(`plans.${session.plan}`)}</dd>
          <dt className="text-muted-foreground">{t('sandbox.checkout.billing')}</dt>
          <dd className="font-medium">{t(`sandbox.checkout.${session.interval}`)}</dd>
          <dt className="text-muted-foreground">{t('sandbox.checkout.total')}</dt>
          <dd className="font-medium tabular-nums">
            {price} {t(`intervals.${session.interval}`)}
          </dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Form method="post">
          <input type="hidden" name="session" value={session.token ?? ''} />
          <Button type="submit" disabled={paying}>
            {paying ? t('sandbox.checkout.paying') : t('sandbox.checkout.pay', { price })}
          </Button>
        </Form>
        <Link to={session.cancelPath} className={buttonVariants({ variant: 'ghost' })}>
          {t('sandbox.checkout.cancel')}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** A one-time payment (a promotion campaign): what it is for and its total, paid once. */
function SandboxPayment() {
  const { t, i18n } = useTranslation('account');
  const session = useSession<'payment'>();
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle';
  const price = formatCents(i18n.language, session.amountCents);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t('sandbox.payment.heading')}</h1>
        </CardTitle>
        <CardDescription>{t('sandbox.payment.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('sandbox.payment.item')}</dt>
          <dd className="font-medium">{session.description}</dd>
          <dt className="text-muted-foreground">{t('sandbox.payment.total')}</dt>
          <dd className="font-medium tabular-nums">{price}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Form method="post">
          <input type="hidden" name="session" value={session.token ?? ''} />
          <Button type="submit" disabled={paying}>
            {paying ? t('sandbox.checkout.paying') : t('sandbox.checkout.pay', { price })}
          </Button>
        </Form>
        <Link to={session.cancelPath} className={buttonVariants({ variant: 'ghost' })}>
          {t('sandbox.checkout.cancel')}
        </Link>
      </CardFooter>
    </Card>
  );
}

function SandboxPortal() {
  const { t } = useTranslation('account');
  const session = useSession<'portal'>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t('sandbox.portal.heading')}</h1>
        </CardTitle>
        <CardDescription>{t('sandbox.portal.description')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={session.returnPath} className={buttonVariants({ variant: 'outline' })}>
          {t('sandbox.portal.back')}
        </Link>
      </CardFooter>
    </Card>
  );
}

function SandboxConnect() {
  const { t } = useTranslation('account');
  const session = useSession<'connect'>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">{t('sandbox.connect.heading')}</h1>
        </CardTitle>
        <CardDescription>{t('sandbox.connect.description', { account: session.accountId })}</CardDescription>
      </CardHeader>
      <CardFooter className="flex-wrap">
        <Link to={session.returnPath} className={buttonVariants()}>
          {t('sandbox.connect.complete')}
        </Link>
        <Link to={PAYOUT_PATH} className={buttonVariants({ variant: 'ghost' })}>
          {t('sandbox.connect.leave')}
        </Link>
      </CardFooter>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
