import type { ReleaseStatus } from '@slipcase/domain';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { EmptyState } from '../empty-state';
import { StatusBadge } from '../status-badge';
import { WidgetCard } from './widget-card';

export interface UpcomingRelease {
  id: string;
  title: string;
  status: ReleaseStatus;
  releaseDate: string;
  artist: { name: string };
}

/** The user's releases whose date is today or later, soonest first. */
export function UpcomingReleases({ releases }: { releases: readonly UpcomingRelease[] }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <WidgetCard title={t('dashboard.upcoming.heading')} testId="upcoming-releases">
      {releases.length === 0 ? (
        <EmptyState title={t('dashboard.upcoming.empty.title')} body={t('dashboard.upcoming.empty.body')} />
      ) : (
        <ul className="divide-y">
          {releases.map((release) => (
            <li key={release.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <span className="min-w-0">
                <Link to={`/distributions/${release.id}`} className="block truncate font-medium underline-offset-4 hover:underline">
                  {release.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {release.artist.name} · <time dateTime={release.releaseDate}>{formatDate(i18n.language, release.releaseDate)}</time>
                </span>
              </span>
              <StatusBadge status={release.status} />
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
