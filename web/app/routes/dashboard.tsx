import { isStaff } from '@slipcase/domain';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { getPrisma } from '@slipcase/db';
import { activityFeed } from '@slipcase/workflows/services';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../components/activity-list';
import { EmptyState } from '../components/empty-state';
import { ReleaseTable } from '../components/release-table';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { listOwnReleases } from '../server/releases.server';
import { requireUser } from '../server/session.server';

const LATEST_COUNT = 5;
const ACTIVITY_COUNT = 8;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [releases, waitingForReview, activity] = await Promise.all([
    listOwnReleases(user.id, { take: LATEST_COUNT }),
    isStaff(user.role) ? getPrisma().release.count({ where: { status: 'in_review' } }) : null,
    activityFeed(getPrisma(), { userId: user.id, limit: ACTIVITY_COUNT }),
  ]);
  return json({ name: user.name, releases, waitingForReview, activity: activity.items });
}

export const meta = titleMeta('pages.dashboard');

export default function DashboardPage() {
  const { t } = useTranslation();
  const { name, releases, waitingForReview, activity } = useLoaderData<typeof loader>();
  const newRelease = (
    <Link to="/distributions/new" className={buttonVariants()}>
      {t('releases.new')}
    </Link>
  );
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.welcome', { name })}</h1>
          <p className="text-muted-foreground">{t('dashboard.lead')}</p>
        </div>
        {newRelease}
      </div>
      {waitingForReview !== null ? (
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <p>{t('dashboard.waitingForReview', { count: waitingForReview })}</p>
            <Link to="/operator/reviews" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('dashboard.openReviews')}
            </Link>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader className="flex flex-row items-center justify-between">
          <CardTitle>
            <h2>{t('dashboard.latestReleases')}</h2>
          </CardTitle>
          {releases.length > 0 ? (
            <Link to="/distributions" className={buttonVariants({ variant: 'link', size: 'sm' })}>
              {t('dashboard.allReleases')}
            </Link>
          ) : null}
        </CardHeader>
        <CardContent>
          {releases.length > 0 ? (
            <ReleaseTable releases={releases} />
          ) : (
            <EmptyState title={t('releases.empty.title')} body={t('releases.empty.body')} action={newRelease} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('dashboard.activity.heading')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {activity.length > 0 ? (
            <ActivityList items={activity} />
          ) : (
            <EmptyState title={t('dashboard.activity.empty.title')} body={t('dashboard.activity.empty.body')} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
