import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@slipcase/services/analytics/analytics-report';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../ui/stacked-table';
import { TableHead } from '../ui/table';

/** The tracks of the range by streams, each a link to its own analytics (and its release's). */
export function TrackTable({ tracks, query }: { tracks: AnalyticsReport['tracks']; query: (changes: Record<string, string>) => string }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  if (tracks.length === 0) return <p className="text-sm text-muted-foreground">{t('none')}</p>;
  return (
    <StackedTable>
      <StackedHeader>
        <StackedRow>
          <TableHead>{t('columns.track')}</TableHead>
          <TableHead>{t('columns.release')}</TableHead>
          <TableHead className="text-right">{t('columns.streams')}</TableHead>
        </StackedRow>
      </StackedHeader>
      <StackedBody>
        {tracks.map((track) => (
          <StackedRow key={track.trackId}>
            <StackedCell label={t('columns.track')} wide>
              <Link className="font-medium underline-offset-4 hover:underline" to={query({ track: track.trackId, release: '' })}>
                {track.title}
              </Link>
            </StackedCell>
            <StackedCell label={t('columns.release')}>
              <Link className="underline-offset-4 hover:underline" to={query({ release: track.releaseId, track: '' })}>
                {track.releaseTitle}
              </Link>
            </StackedCell>
            <StackedCell label={t('columns.streams')} className="text-right tabular-nums">
              {number.format(track.streams)}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedBody>
    </StackedTable>
  );
}

/** The months stores' statements confirmed, beside what the daily estimates added up to. */
export function ConfirmedTable({ months, storeName }: { months: AnalyticsReport['confirmed']; storeName: (id: string) => string }) {
  const { t, i18n } = useTranslation('analytics');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  if (months.length === 0) return <p className="text-sm text-muted-foreground">{t('noConfirmed')}</p>;
  return (
    <StackedTable>
      <StackedHeader>
        <StackedRow>
          <TableHead>{t('columns.month')}</TableHead>
          <TableHead>{t('columns.store')}</TableHead>
          <TableHead className="text-right">{t('columns.confirmed')}</TableHead>
          <TableHead className="text-right">{t('columns.estimated')}</TableHead>
          <TableHead className="text-right">{t('columns.off')}</TableHead>
        </StackedRow>
      </StackedHeader>
      <StackedBody>
        {months.map((month) => (
          <StackedRow key={`${month.period}-${month.store}`}>
            <StackedCell label={t('columns.month')}>{month.period}</StackedCell>
            <StackedCell label={t('columns.store')}>{storeName(month.store)}</StackedCell>
            <StackedCell label={t('columns.confirmed')} className="text-right tabular-nums">{number.format(month.usages)}</StackedCell>
            <StackedCell label={t('columns.estimated')} className="text-right tabular-nums">{number.format(month.estimated)}</StackedCell>
            <StackedCell label={t('columns.off')} className="text-right tabular-nums">
              {month.estimateOffPercent === null ? '–' : `${percent.format(month.estimateOffPercent)}%`}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedBody>
    </StackedTable>
  );
}
