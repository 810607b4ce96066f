import { Form } from '@remix-run/react';
import { ANALYTICS_RANGES } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import type { AnalyticsReport } from '@slipcase/services/analytics/analytics-report';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/select';

/** The artist and range, sent as a GET form (works without script, by keyboard); ranges beyond the plan are marked. */
export function AnalyticsFilters({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('analytics');
  const showArtists = report.artists.length > 1 || report.access.labelTotal;
  return (
    <Form method="get" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-3 print:hidden">
      {showArtists ? (
        <div className="grid gap-1.5">
          <Label htmlFor="analytics-artist">{t('filters.artist')}</Label>
          <NativeSelect id="analytics-artist" name="artist" defaultValue={report.artistId ?? ''} className="min-w-44">
            {report.artists.map((artist) => (
              <option key={artist.id} value={artist.id}>
                {artist.name}
              </option>
            ))}
            {report.access.labelTotal ? <option value="all">{t('filters.allArtists')}</option> : null}
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="analytics-range">{t('filters.range')}</Label>
        <NativeSelect id="analytics-range" name="range" defaultValue={report.range} className="min-w-40">
          {ANALYTICS_RANGES.map((range) => {
            const allowed = report.access.ranges.includes(range);
            return (
              <option key={range} value={range} disabled={!allowed}>
                {allowed ? t(`ranges.${range}`) : t('filters.proOnly', { range: t(`ranges.${range}`) })}
              </option>
            );
          })}
        </NativeSelect>
      </div>
      {report.release ? <input type="hidden" name="release" value={report.release.id} /> : null}
      {report.track ? <input type="hidden" name="track" value={report.track.id} /> : null}
      <Button type="submit" variant="outline">
        {t('filters.show')}
      </Button>
    </Form>
  );
}
