import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { referralProgram } from '@slipcase/services/referrals/referral-program';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../components/copy-field';
import { Alert } from '../components/ui/alert';
import { TierList } from '../components/referral/tier-list';
import { ReferralStats } from '../components/referral/referral-stats';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { formatCents } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { publicBaseUrl } from '../server/public-url.server';
import { requireUser } from '../server/session.server';

/** The referral program (001 §2): the user's share link, how it works, the stats, the reward tiers and the terms (§9). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const program = await referralProgram(await serviceDeps(), { userId: user.id });
  const ownLink = new URL(request.url).searchParams.get('own') === '1';
  return json({ ...program, shareUrl: `${publicBaseUrl()}${program.sharePath}`, ownLink });
}

export const meta = titleMeta('referral:title');

const STEPS = ['share', 'signup', 'reward'] as const;

export default function ReferralProgramPage() {
  const { t, i18n } = useTranslation('referral');
  const program = useLoaderData<typeof loader>();
  const money = (cents: number) => formatCents(i18n.language, cents);
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      {program.ownLink ? (
        <Alert data-testid="own-link-notice">{t('share.ownLink')}</Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('share.heading')}</h2>
          </CardTitle>
          <CardDescription>{t('share.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <CopyField
            id="referral-link"
            label={t('share.label')}
            value={program.shareUrl}
            texts={{ copy: t('share.copy'), copied: t('share.copied'), failed: t('share.copyFailed') }}
          />
        </CardContent>
      </Card>

      <section aria-labelledby="referral-steps" className="space-y-3">
        <h2 id="referral-steps" className="text-lg font-semibold">
          {t('steps.heading')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border bg-card p-4">
              <p className="text-sm font-medium text-muted-foreground">{t('steps.number', { n: index + 1 })}</p>
              <p className="mt-1 font-medium">{t(`steps.${step}.title`)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t(`steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <ReferralStats stats={program.stats} refused={program.refused} />

      <section aria-labelledby="referral-tiers" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="referral-tiers" className="text-lg font-semibold">
            {t('tiers.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {program.next
              ? t('tiers.next', { count: program.next.remaining, credit: money(program.next.creditCents) })
              : t('tiers.allReached')}
          </p>
        </div>
        <TierList tiers={program.tiers} paying={program.stats.paying} />
        <p className="text-sm">
          {t('tiers.credited', { amount: money(program.creditedCents) })}{' '}
          <Link to="/royalties" className="font-medium underline underline-offset-4">
            {t('tiers.royaltiesLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="referral-terms" className="space-y-2 rounded-xl border p-4 text-sm">
        <h2 id="referral-terms" className="text-base font-semibold">
          {t('terms.heading')}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {(['change', 'prize', 'tiers', 'once', 'fair'] as const).map((term) => (
            <li key={term}>{t(`terms.${term}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
