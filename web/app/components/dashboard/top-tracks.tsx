import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatCount } from '../../lib/format';
import { cn } from '../../lib/utils';
import { EmptyState } from '../empty-state';
import { buttonVariants } from '../ui/button';
import { WidgetCard } from './widget-card';

export interface TopTrack {
  title: string;
  isrc: string | null;
  streams: number;
  cents: number;
}

/** The most streamed tracks of the last days (the stores' trends), each with what it earned (the royalty ledger). */
export function TopTracks({ tracks, currency }: { tracks: readonly TopTrack[]; currency: string }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <WidgetCard
      title={t('dashboard.topTracks.heading')}
      testId="top-tracks"
      action={
        tracks.length > 0 ? (
          <Link to="/analytics?range=30" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-0')}>
            {t('dashboard.topTracks.all')}
          </Link>
        ) : null
      }
    >
      {tracks.length === 0 ? (
        <EmptyState title={t('dashboard.topTracks.empty.title')} body={t('dashboard.topTracks.empty.body')} />
      ) : (
        <ol className="divide-y">
          {tracks.map((track, index) => (
            <li key={`${track.title}-${track.isrc ?? ''}`} className="flex items-baseline gap-3 py-2.5">
              <span className="w-5 text-sm text-muted-foreground tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{track.title}</span>
                {track.isrc ? <span className="font-mono text-xs text-muted-foreground">{track.isrc}</span> : null}
              </span>
              <span className="text-right text-sm tabular-nums">
                <span className="block">{t('dashboard.topTracks.streams', { count: track.streams, value: formatCount(i18n.language, track.streams) })}</span>
                {track.cents > 0 ? <span className="block text-xs text-muted-foreground">{formatCents(i18n.language, track.cents, currency)}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </WidgetCard>
  );
}
