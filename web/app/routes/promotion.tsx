import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { can, PROMOTION } from '@slipcase/domain';
import { promotableReleases, userPromotions } from '@slipcase/services/promotion/promotion-campaigns';
import { requestPromotionRefund } from '@slipcase/services/promotion/refund-promotion';
import { requestPromotion } from '@slipcase/services/promotion/request-promotion';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '../components/app-header';
import { EmptyState } from '../components/empty-state';
import { CampaignForm } from '../components/promotion/campaign-form';
import { CampaignList } from '../components/promotion/campaign-list';
import { Alert, AlertTitle } from '../components/ui/alert';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { BARE_PAGE } from '../lib/chrome';
import { encodeError } from '../lib/error-messages';
import { formatCents } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { upgradePath } from '../lib/paths';
import { promotionFormSchema, refundRequestSchema } from '../lib/promotion-schema';
import { fieldErrorsOf, promotionDeps } from '../server/promotion.server';
import { formOf, readForm, readIntent } from '../server/read-form.server';
import { getSessionUser, requireUser } from '../server/session.server';

/**
 * /promotion (000 §2, public): what a campaign is, and for an Advanced account the campaign form and their campaigns.
 * Others see how to get it. The plan is checked again by the use case, whatever the page showed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  const search = new URL(request.url).searchParams;
  const base = { signedIn: user !== null, now: new Date().toISOString(), paid: search.get('paid') === '1' };
  const none: Array<{ id: string; title: string }> = [];
  if (!user) return json({ ...base, allowed: false, releases: none, campaigns: [] as Awaited<ReturnType<typeof userPromotions>> });
  const deps = promotionDeps();
  const allowed = can(user.plan, 'promotional_tools');
  // Campaigns bought before a change of plan stay listed, with their money-back guarantee.
  const [releases, campaigns] = await Promise.all([allowed ? promotableReleases(deps, user.id) : none, userPromotions(deps, user.id)]);
  return json({ ...base, allowed, releases, campaigns });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await formOf(request);
  const intent = await readIntent(form, ['request', 'refund'], 'request');
  // Refused here before the form is read, and again by the use case: a campaign is for the Advanced plan only.
  if (intent === 'request' && !can(user.plan, 'promotional_tools')) throw json('promotion_advanced_required', { status: httpStatusOf('promotion_advanced_required') });
  const deps = promotionDeps();
  if (intent === 'refund') {
    const submission = await readForm(form, refundRequestSchema);
    if (submission.status !== 'success') return json({ reply: submission.reply(), refundError: null }, { status: 400 });
    const outcome = await requestPromotionRefund(deps, { userId: user.id, ...submission.value });
    if (outcome.ok) return redirect('/promotion#campaigns');
    return json({ reply: null, refundError: { campaignId: submission.value.campaignId, errors: [encodeError(outcome)] } }, { status: httpStatusOf(outcome.code) });
  }
  const submission = await readForm(form, promotionFormSchema);
  if (submission.status !== 'success') return json({ reply: submission.reply(), refundError: null }, { status: 400 });
  const origin = new URL(request.url).origin;
  const outcome = await requestPromotion(deps, { userId: user.id, ...submission.value, successUrl: `${origin}/promotion?paid=1`, cancelUrl: `${origin}/promotion` });
  if (outcome.ok) return redirect(outcome.checkoutUrl);
  if (outcome.kind === 'invalid') return json({ reply: submission.reply({ fieldErrors: fieldErrorsOf(outcome.errors) }), refundError: null }, { status: 400 });
  return json({ reply: submission.reply({ formErrors: [outcome.code] }), refundError: null }, { status: httpStatusOf(outcome.code) });
}

export const meta = titleMeta('promotion:title');
export const handle = BARE_PAGE;

export default function PromotionPage() {
  const { t, i18n } = useTranslation('promotion');
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const minimum = formatCents(i18n.language, PROMOTION.minDailyBudgetCents);
  return (
    <div className="mx-auto max-w-3xl space-y-10 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BrandLink to="/" />
        {data.signedIn ? (
          <Link to="/dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t('backToDashboard')}
          </Link>
        ) : null}
      </div>
      <section className="space-y-4">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{t('lead', { min: minimum, days: PROMOTION.refundWindowDays })}</p>
        <ol className="grid gap-3 sm:grid-cols-3">
          {(['choose', 'pay', 'run'] as const).map((step, index) => (
            <li key={step} className="rounded-xl border bg-card p-4">
              <p className="text-sm font-medium text-muted-foreground">{t('steps.number', { number: index + 1 })}</p>
              <p className="font-medium">{t(`steps.${step}.title`)}</p>
              <p className="text-sm text-muted-foreground">{t(`steps.${step}.body`, { min: minimum, days: PROMOTION.refundWindowDays })}</p>
            </li>
          ))}
        </ol>
      </section>
      {data.paid ? (
        <Alert data-testid="promotion-paid">
          <AlertTitle>{t('paid.title')}</AlertTitle>
          <p className="text-muted-foreground">{t('paid.body')}</p>
        </Alert>
      ) : null}
      {data.allowed ? (
        <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('form.heading')}</h2>
              </CardTitle>
              <CardDescription>{t('form.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              {data.releases.length > 0 ? (
                <CampaignForm releases={data.releases} lastResult={result?.reply ?? undefined} />
              ) : (
                <EmptyState
                  title={t('noRelease.title')}
                  body={t('noRelease.body')}
                  action={
                    <Link to="/distributions" className={buttonVariants({ variant: 'outline' })}>
                      {t('noRelease.action')}
                    </Link>
                  }
                />
              )}
            </CardContent>
        </Card>
      ) : (
        <section className="flex flex-col items-start gap-3 rounded-xl border border-primary/20 bg-primary/5 p-5" data-testid="promotion-upgrade">
          <h2 className="font-semibold">{t('gate.title')}</h2>
          <p className="text-sm text-muted-foreground">{data.signedIn ? t('gate.body') : t('gate.visitor')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={upgradePath('promotion')} className={buttonVariants()}>
              {t('gate.upgrade')}
            </Link>
            {data.signedIn ? null : (
              <Link to={`/auth/login?${new URLSearchParams({ redirect: '/promotion' })}`} className={buttonVariants({ variant: 'outline' })}>
                {t('gate.signIn')}
              </Link>
            )}
          </div>
        </section>
      )}
      {data.allowed || data.campaigns.length > 0 ? (
        <section id="campaigns" aria-labelledby="campaigns-heading" className="space-y-3">
          <h2 id="campaigns-heading" className="text-lg font-semibold">
            {t('list.heading')}
          </h2>
          <CampaignList campaigns={data.campaigns} now={data.now} refundError={result?.refundError ?? undefined} />
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
