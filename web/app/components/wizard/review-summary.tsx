import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

export interface ReviewSummaryData {
  artist: string;
  tracks: { number: number; title: string; isrc: string | null }[];
  /** The chosen stores' names. */
  stores: readonly string[];
  upc: string;
  hasArtwork: boolean;
  /** YYYY-MM-DD, or null while none is chosen. */
  releaseDate: string | null;
  primaryGenre: string | null;
  secondaryGenre: string | null;
}

/** The review step's account of the release as the stores will get it: cover, artist, date, genre, tracks, stores. */
export function ReviewSummary({ releaseId, summary }: { releaseId: string; summary: ReviewSummaryData }) {
  const { t, i18n } = useTranslation('wizard');
  const { t: tShell } = useTranslation('shell');
  const genres = [summary.primaryGenre, summary.secondaryGenre].filter((genre): genre is string => Boolean(genre));
  return (
    <div className="grid gap-4 sm:grid-cols-[8rem_1fr]" data-testid="review-summary">
      {summary.hasArtwork ? (
        <img src={`/distributions/${releaseId}/cover`} alt={t('artwork.current')} className="size-32 rounded-md border object-cover" />
      ) : (
        <p className="grid size-32 place-items-center rounded-md border border-dashed p-2 text-center text-xs text-muted-foreground">{t('artwork.empty')}</p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted-foreground">{t('review.artist')}</dt>
        <dd>{summary.artist}</dd>
        <dt className="text-muted-foreground">{t('review.releaseDate')}</dt>
        <dd>{summary.releaseDate ? formatDate(i18n.language, summary.releaseDate) : '—'}</dd>
        <dt className="text-muted-foreground">{t('review.genre')}</dt>
        <dd>{genres.map((genre) => tShell(`genres.${genre}`, { defaultValue: genre })).join(' · ') || '—'}</dd>
        <dt className="text-muted-foreground">{t('review.tracks')}</dt>
        <dd>
          {summary.tracks.length === 0 ? (
            '—'
          ) : (
            <ol className="grid gap-1">
              {summary.tracks.map((track) => (
                <li key={track.number}>
                  {track.number}. {track.title || t('track.headingUntitled', { number: track.number })}
                  {track.isrc ? <span className="ml-2 font-mono text-xs text-muted-foreground">ISRC {track.isrc}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('review.stores')}</dt>
        <dd>{summary.stores.join(', ') || '—'}</dd>
        <dt className="text-muted-foreground">UPC</dt>
        <dd className="font-mono">{summary.upc}</dd>
      </dl>
    </div>
  );
}
