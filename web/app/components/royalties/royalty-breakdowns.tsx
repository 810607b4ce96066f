import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-name';
import { formatMonth } from '../../lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { BreakdownChart, type ChartRow } from './breakdown-chart';

interface Row {
  key: string;
  label: string | null;
  isrc: string | null;
  cents: number;
}

export interface Breakdowns {
  byPeriod: Row[];
  byStore: Row[];
  byCountry: Row[];
  byRelease: Row[];
  byTrack: Row[];
}

/** The bars a breakdown shows at most; the rest add up in one "other" bar. */
const TOP = 8;

function top(rows: readonly ChartRow[], other: string): ChartRow[] {
  if (rows.length <= TOP) return [...rows];
  const rest = rows.slice(TOP - 1).reduce((sum, row) => sum + row.cents, 0);
  return [...rows.slice(0, TOP - 1), { key: '\u0000other', label: other, cents: rest }];
}

/** The trace page's query for a row of a breakdown: which of its amounts to show the store's lines of. */
const TRACE_QUERY = {
  period: (row: Row) => ({ period: row.key }),
  store: (row: Row) => ({ store: row.key }),
  country: (row: Row) => ({ country: row.key }),
  release: (row: Row) => ({ releaseId: row.key }),
  track: (row: Row) => (row.isrc ? { isrc: row.isrc } : null),
} as const;

/** Links from a breakdown's rows (the named ones, as many as its chart shows) to their lines in the stores' statements. */
function TraceLinks({ rows, chart }: { rows: readonly Row[]; chart: keyof typeof TRACE_QUERY }) {
  const { t } = useTranslation();
  const links = rows
    .slice(0, TOP)
    .flatMap((row) => {
      const query = row.key ? TRACE_QUERY[chart](row) : null;
      return query ? [{ key: row.key, label: row.label, href: `/royalties/trace?${new URLSearchParams(query).toString()}` }] : [];
    });
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('royalties.breakdowns.traceLinks')} className="mt-3 space-y-1">
      <p className="text-xs text-muted-foreground">{t('royalties.breakdowns.traceLinks')}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} className="underline underline-offset-4">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The user's royalties by sales period, store, country, release and track: a chart and its table each. */
export function RoyaltyBreakdowns({ breakdowns, stores }: { breakdowns: Breakdowns; stores: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const unknown = t('royalties.breakdowns.unknown');
  const other = t('royalties.breakdowns.other');
  const named = (rows: readonly Row[], name: (row: Row) => string | null | undefined) =>
    rows.map((row) => ({ ...row, label: (row.key ? name(row) : null) || unknown }));
  const charts = [
    { id: 'store', rows: named(breakdowns.byStore, (row) => stores[row.key] ?? row.key) },
    { id: 'country', rows: named(breakdowns.byCountry, (row) => countryName(i18n.language, row.key)) },
    { id: 'release', rows: named(breakdowns.byRelease, (row) => row.label) },
    { id: 'track', rows: named(breakdowns.byTrack, (row) => (row.label && row.isrc ? `${row.label} (${row.isrc})` : row.label)) },
  ] as const;
  const amount = t('royalties.chart.amount');
  const periods = named(breakdowns.byPeriod, (row) => formatMonth(i18n.language, row.key));
  return (
    <section aria-labelledby="breakdowns-heading" className="space-y-4">
      <h2 id="breakdowns-heading" className="text-lg font-semibold">
        {t('royalties.breakdowns.heading')}
      </h2>
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>{t('royalties.breakdowns.period')}</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <BreakdownChart
            caption={t('royalties.breakdowns.period')}
            columns={[t('royalties.breakdowns.periodColumn'), amount]}
            rows={periods}
          />
          <TraceLinks rows={[...periods].reverse()} chart="period" />
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        {charts.map((chart) => (
          <Card key={chart.id} className="min-w-0">
            <CardHeader>
              <CardTitle>
                <h3>{t(`royalties.breakdowns.${chart.id}`)}</h3>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BreakdownChart
                caption={t(`royalties.breakdowns.${chart.id}`)}
                columns={[t(`royalties.breakdowns.${chart.id}Column`), amount]}
                rows={top(chart.rows, other)}
                layout="rows"
              />
              <TraceLinks rows={chart.rows.slice(0, chart.rows.length > TOP ? TOP - 1 : TOP)} chart={chart.id} />
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
