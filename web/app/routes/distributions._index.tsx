import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { ReleaseTable } from '../components/release-table';
import { buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { listOwnReleases } from '../server/releases.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = new URL(request.url).searchParams.get('sort') === 'oldest' ? 'oldest' : 'newest';
  return json({ order, releases: await listOwnReleases(user.id, { order }) });
}

export const meta = titleMeta('pages.releases');

export default function ReleasesPage() {
  const { t } = useTranslation();
  const { order, releases } = useLoaderData<typeof loader>();
  const newRelease = (
    <Link to="/distributions/new" className={buttonVariants()}>
      {t('releases.new')}
    </Link>
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('releases.heading')}</h1>
          <p className="text-muted-foreground">{t('releases.lead')}</p>
        </div>
        {newRelease}
      </div>
      {releases.length > 0 ? (
        <div className="space-y-3">
          <nav aria-label={t('releases.sort.label')} className="flex items-center gap-1 text-sm">
            {(['newest', 'oldest'] as const).map((option) => (
              <Link
                key={option}
                to={option === 'newest' ? '?' : '?sort=oldest'}
                aria-current={order === option ? 'true' : undefined}
                className={buttonVariants({ variant: order === option ? 'secondary' : 'ghost', size: 'sm' })}
              >
                {t(`releases.sort.${option}`)}
              </Link>
            ))}
          </nav>
          <ReleaseTable releases={releases} />
        </div>
      ) : (
        <EmptyState title={t('releases.empty.title')} body={t('releases.empty.body')} action={newRelease} />
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
