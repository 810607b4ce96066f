import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { WidgetCard } from './widget-card';

export interface ProArtist {
  id: string;
  name: string;
  mainGenre: string;
  type: string;
}

/** The artists most recently added by PRO and Advanced accounts of this installation. */
export function ProArtists({ artists }: { artists: readonly ProArtist[] }) {
  const { t } = useTranslation('shell');
  return (
    <WidgetCard title={t('dashboard.proArtists.heading')} testId="pro-artists">
      {artists.length === 0 ? (
        <EmptyState title={t('dashboard.proArtists.empty.title')} body={t('dashboard.proArtists.empty.body')} />
      ) : (
        <ul className="divide-y">
          {artists.map((artist) => (
            <li key={artist.id} className="flex items-center gap-3 py-2.5">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold">
                {artist.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium">{artist.name}</span>
                <span className="text-sm text-muted-foreground">
                  {t(`genres.${artist.mainGenre}`, { defaultValue: artist.mainGenre })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
