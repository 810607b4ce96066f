import {
  billingIntervals,
  isFeatureAvailable,
  PLANS,
  plansWith,
  PRICES,
  royaltySharePercent,
  yearlySavingPercent,
  type BillingInterval,
  type Feature,
  type PaidPlan,
  type Plan,
} from '@slipcase/domain';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/format';
import { cn } from '../lib/utils';
import { CheckIcon } from './icons';
import { Badge } from './ui/badge';
import { Button, buttonVariants } from './ui/button';

/** The features the cards name; the full list is the comparison table. */
const HIGHLIGHTS: readonly Feature[] = [
  'all_platforms',
  'albums_and_eps',
  'faster_schedules',
  'presave',
  'playlist_analytics',
  'api_access',
  'no_ads',
  'dark_mode',
  'multiple_artists',
  'promotional_tools',
];

/**
 * The highlights a plan's card names: those the policy first gives that plan (a plan above it has them too, and
 * says "Everything in …"), and only those this build has.
 */
export function cardHighlights(plan: Plan): Feature[] {
  return HIGHLIGHTS.filter((feature) => plansWith(feature)[0] === plan && isFeatureAvailable(feature));
}

function CheckoutButtons({ plan, from }: { plan: PaidPlan; from?: string }) {
  const { t, i18n } = useTranslation('marketing');
  return (
    <div className="space-y-2">
      {billingIntervals(plan).map((interval: BillingInterval, index) => (
        // A plain form post: the checkout answers with a redirect to the payment page (or to sign in).
        <Form key={interval} method="post" action="/billing/checkout" reloadDocument>
          <input type="hidden" name="plan" value={plan} />
          <input type="hidden" name="interval" value={interval} />
          {from ? <input type="hidden" name="from" value={from} /> : null}
          <Button type="submit" variant={index === 0 ? 'default' : 'outline'} className="w-full">
            {t(`pricing.buy.${interval}`, {
              plan: t(`plans.${plan}.name`),
              price: formatCents(i18n.language, PRICES[plan][interval] ?? 0),
            })}
          </Button>
        </Form>
      ))}
    </div>
  );
}

/**
 * The three plans as cards (000 §1, §9): price, the yearly saving, a few features, and the upgrade buttons, which
 * post plan and interval to /billing/checkout. The user's own plan says so instead.
 */
export function PlanCards({ currentPlan, from }: { currentPlan: Plan | null; from?: string }) {
  const { t, i18n } = useTranslation('marketing');
  const money = (cents: number | undefined) => formatCents(i18n.language, cents ?? 0);
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {PLANS.map((plan, index) => {
        const saving = plan === 'free' ? null : yearlySavingPercent(plan);
        const current = plan === currentPlan;
        return (
          <li
            key={plan}
            data-plan={plan}
            className={cn('flex flex-col gap-5 rounded-xl border bg-card p-6', plan === 'pro' && 'border-primary shadow-md')}
          >
            <div className="space-y-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{t(`plans.${plan}.name`)}</h3>
                {current ? <Badge variant="secondary">{t('pricing.yourPlan')}</Badge> : null}
                {!current && saving !== null ? <Badge variant="success">{t('pricing.save', { percent: saving })}</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">{t(`plans.${plan}.tagline`)}</p>
            </div>
            <p>
              <span className="text-3xl font-semibold tracking-tight">
                {plan === 'free' ? money(0) : money(PRICES[plan].yearly)}
              </span>
              <span className="text-sm text-muted-foreground"> {plan === 'free' ? t('pricing.forever') : t('pricing.perYear')}</span>
              {plan !== 'free' && PRICES[plan].monthly === undefined ? (
                <span className="block text-sm text-muted-foreground">{t('pricing.yearlyOnly')}</span>
              ) : null}
              {plan !== 'free' && PRICES[plan].monthly !== undefined ? (
                <span className="block text-sm text-muted-foreground">
                  {t('pricing.orMonthly', { price: money(PRICES[plan].monthly) })}
                </span>
              ) : null}
            </p>
            <ul className="flex-1 space-y-2 text-sm">
              <li className="flex gap-2">
                <CheckIcon className="mt-0.5 text-success" />
                {t('pricing.royaltyShare', { percent: royaltySharePercent(plan) })}
              </li>
              {plan === 'free' ? (
                <>
                  <li className="flex gap-2">
                    <CheckIcon className="mt-0.5 text-success" />
                    {t('plans.free.majorPlatforms')}
                  </li>
                  <li className="flex gap-2">
                    <CheckIcon className="mt-0.5 text-success" />
                    {t('plans.free.singles')}
                  </li>
                </>
              ) : null}
              {index > 1 ? (
                <li className="flex gap-2 font-medium">
                  <CheckIcon className="mt-0.5 text-success" />
                  {t('pricing.everythingIn', { plan: t(`plans.${PLANS[index - 1]}.name`) })}
                </li>
              ) : null}
              {cardHighlights(plan).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon className="mt-0.5 text-success" />
                  {t(`features.${feature}`)}
                </li>
              ))}
            </ul>
            {current ? null : plan === 'free' ? (
              currentPlan === null ? (
                <Link to="/auth/signup" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                  {t('pricing.startFree')}
                </Link>
              ) : null
            ) : (
              <CheckoutButtons plan={plan} from={from} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
