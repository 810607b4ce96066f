import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../components/activity-list';
import { AdSlot } from '../components/ad-slot';
import { ProArtists } from '../components/dashboard/pro-artists';
import { QuickActions } from '../components/dashboard/quick-actions';
import { RevenueOverview } from '../components/dashboard/revenue-overview';
import { TopTracks } from '../components/dashboard/top-tracks';
import { UpcomingReleases } from '../components/dashboard/upcoming-releases';
import { WidgetCard } from '../components/dashboard/widget-card';
import { EmptyState } from '../components/empty-state';
import { ReleaseTable } from '../components/release-table';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { UpgradePrompt } from '../components/upgrade-prompt';
import { titleMeta } from '../lib/meta';
import { cn } from '../lib/utils';
import { loadDashboard } from '../server/dashboard.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await loadDashboard(user));
}

export const meta = titleMeta('shell:pages.dashboard');

export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const data = useLoaderData<typeof loader>();
  const newRelease = (
    <Link to="/distributions/new" className={buttonVariants()}>
      {t('dashboard.newRelease')}
    </Link>
  );
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.welcome', { name: data.name })}</h1>
        <p className="text-muted-foreground">{t('dashboard.lead')}</p>
      </div>
      {data.waitingForReview !== null ? (
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <p>{t('dashboard.waitingForReview', { count: data.waitingForReview })}</p>
            <Link to="/operator/reviews" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('dashboard.openReviews')}
            </Link>
          </CardContent>
        </Card>
      ) : null}
      <QuickActions />
      {data.showsAds ? (
        <div className="grid gap-4 md:grid-cols-2">
          <UpgradePrompt from="dashboard" />
          <AdSlot />
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <WidgetCard
            title={t('dashboard.latestReleases')}
            testId="latest-releases"
            action={
              data.releases.length > 0 ? (
                <Link to="/distributions" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-0')}>
                  {t('dashboard.allReleases')}
                </Link>
              ) : null
            }
          >
            {data.releases.length > 0 ? (
              <ReleaseTable releases={data.releases} />
            ) : (
              <EmptyState title={t('dashboard.noReleases.title')} body={t('dashboard.noReleases.body')} action={newRelease} />
            )}
          </WidgetCard>
          <WidgetCard title={t('dashboard.activity.heading')} testId="recent-activity">
            {data.activity.length > 0 ? (
              <ActivityList items={data.activity} />
            ) : (
              <EmptyState title={t('dashboard.activity.empty.title')} body={t('dashboard.activity.empty.body')} />
            )}
          </WidgetCard>
          <RevenueOverview revenue={data.revenue} />
        </div>
        <div className="min-w-0 space-y-6">
          <UpcomingReleases releases={data.upcoming} />
          <TopTracks tracks={data.topTracks} currency={data.revenue.currency} />
          <ProArtists artists={data.proArtists} />
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
