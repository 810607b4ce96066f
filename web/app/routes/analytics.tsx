import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { daysBetween } from '@slipcase/domain';
import type { AnalyticsRow } from '@slipcase/services/analytics/analytics-report';
import { useTranslation } from 'react-i18next';
import { AnalyticsFilters } from '../components/analytics/analytics-filters';
import { ConfirmedTable, TrackTable } from '../components/analytics/analytics-tables';
import { CountChart } from '../components/analytics/count-chart';
import { OverviewCards } from '../components/analytics/overview-cards';
import { StreamsChart } from '../components/analytics/streams-chart';
import { WidgetCard } from '../components/dashboard/widget-card';
import { EmptyState } from '../components/empty-state';
import { Alert, AlertTitle } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { errorMessage } from '../lib/error-messages';
import { formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { loadAnalyticsPage } from '../server/analytics.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await loadAnalyticsPage(user.id, new URL(request.url)));
}

export const meta = titleMeta('analytics:heading');

export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('analytics');
  const { t: tCommon } = useTranslation();
  const { report, stores, refused } = useLoaderData<typeof loader>();
  const location = useLocation();
  const refusal = refused ? errorMessage(tCommon, refused) : null;
  const storeName = (id: string) => stores[id] ?? id;
  const query = (changes: Record<string, string>) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    return `?${params.toString()}`;
  };
  const rows = (list: readonly AnalyticsRow[], label: (row: AnalyticsRow) => string = (row) => row.label) =>
    list.map((row) => ({ key: row.key, label: label(row), value: row.streams }));
  const audienceLabel = (row: AnalyticsRow) => {
    const [age = '', gender = 'unknown'] = row.key.split('|');
    return t('audienceKey', { age: age === 'unknown' ? t('ageUnknown') : age, gender: t(`genders.${gender}`, { defaultValue: gender }) });
  };
  const section = (title: string, list: readonly AnalyticsRow[] | null, label?: (row: AnalyticsRow) => string) =>
    list === null ? null : (
      <WidgetCard title={title} testId={`analytics-${title}`}>
        {list.length === 0 ? <p className="text-sm text-muted-foreground">{t('none')}</p> : <CountChart caption={title} columns={[t('columns.name'), t('columns.streams')]} rows={rows(list, label)} />}
      </WidgetCard>
    );
  const exportHref = `/analytics/export.csv${location.search}`;
  const days = report.window && report.range !== 'all' ? daysBetween(report.window.from, report.window.to) + 1 : null;
  return (
    <div className="space-y-6 print:space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('heading')}</h1>
          <p className="text-muted-foreground">{t('lead')}</p>
        </div>
        {report.window ? (
          <div className="flex gap-2 print:hidden">
            <a href={exportHref} className={buttonVariants({ variant: 'outline', size: 'sm' })} download>
              {t('actions.csv')}
            </a>
            <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
              {t('actions.print')}
            </Button>
          </div>
        ) : null}
      </div>
      {refusal ? (
        <Alert role="alert">
          <AlertTitle>{refusal}</AlertTitle>
        </Alert>
      ) : null}
      {report.artistId ? <AnalyticsFilters report={report} /> : null}
      {report.release || report.track ? (
        <p className="flex flex-wrap items-baseline gap-3">
          <span className="font-medium">{report.track ? t('drill.track', { title: report.track.title }) : t('drill.release', { title: report.release?.title })}</span>
          <Link className="text-sm underline underline-offset-4 print:hidden" to={query({ release: '', track: '' })}>
            {t('drill.back')}
          </Link>
        </p>
      ) : null}
      {!report.window ? (
        <EmptyState
          title={t('empty.title')}
          body={report.artistId ? t('empty.body') : t('empty.noArtist')}
          action={<Link to="/distributions/new" className={buttonVariants()}>{t('empty.action')}</Link>}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('window', { from: formatDate(i18n.language, report.window.from), to: formatDate(i18n.language, report.window.to) })} {t('estimated')}
          </p>
          <OverviewCards overview={report.overview} days={days} />
          <p className="text-xs text-muted-foreground">{t('metrics.listenersNote')}</p>
          <WidgetCard title={t('chart.heading')} testId="analytics-chart">
            <StreamsChart chart={report.chart} storeName={storeName} />
          </WidgetCard>
          <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
            {section(t('sections.territories'), report.territories)}
            {section(t('sections.cities'), report.cities)}
            {section(t('sections.audience'), report.audience, audienceLabel)}
            {section(t('sections.devices'), report.devices, (row) => t(`devices.${row.key}`, { defaultValue: row.key }))}
            {section(t('sections.sources'), report.sources, (row) => t(`sources.${row.key}`, { defaultValue: row.key }))}
            {section(t('sections.playlists'), report.playlists)}
          </div>
          {report.access.advanced ? null : (
            <Alert className="flex flex-wrap items-center justify-between gap-3 print:hidden" data-testid="analytics-upgrade">
              <div>
                <AlertTitle>{t('advanced.title')}</AlertTitle>
                <p className="text-muted-foreground">{t('advanced.body')}</p>
              </div>
              <Link to="/account/subscription" className={buttonVariants({ size: 'sm' })}>
                {t('advanced.action')}
              </Link>
            </Alert>
          )}
          <WidgetCard title={t('sections.tracks')} testId="analytics-tracks">
            <TrackTable tracks={report.tracks} query={query} />
          </WidgetCard>
          <WidgetCard title={t('sections.confirmed')} testId="analytics-confirmed">
            <ConfirmedTable months={report.confirmed} storeName={storeName} />
          </WidgetCard>
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
