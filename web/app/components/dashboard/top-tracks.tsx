import { useTranslation } from 'react-i18next';
import { formatCents } from '../../lib/format';
import { EmptyState } from '../empty-state';
import { WidgetCard } from './widget-card';

export interface TopTrack {
  title: string;
  isrc: string | null;
  cents: number;
}

/** The tracks that earned the most, from the royalty lines that name their track. */
export function TopTracks({ tracks, currency }: { tracks: readonly TopTrack[]; currency: string }) {
  const { t, i18n } = useTranslation('shell');
  return (
    <WidgetCard title={t('dashboard.topTracks.heading')} testId="top-tracks">
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
              <span className="text-sm tabular-nums">{formatCents(i18n.language, track.cents, currency)}</span>
            </li>
          ))}
        </ol>
      )}
    </WidgetCard>
  );
}
