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

/** The user's royalties by sales period, store, country, release and track: a chart and its table each. */
export function RoyaltyBreakdowns({ breakdowns, stores }: { breakdowns: Breakdowns; stores: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const unknown = t('royalties.breakdowns.unknown');
  const other = t('royalties.breakdowns.other');
  const named = (rows: readonly Row[], name: (row: Row) => string | null | undefined) =>
    rows.map((row) => ({ key: row.key, label: (row.key ? name(row) : null) || unknown, cents: row.cents }));
  const charts = [
    { id: 'store', rows: named(breakdowns.byStore, (row) => stores[row.key] ?? row.key) },
    { id: 'country', rows: named(breakdowns.byCountry, (row) => countryName(i18n.language, row.key)) },
    { id: 'release', rows: named(breakdowns.byRelease, (row) => row.label) },
    { id: 'track', rows: named(breakdowns.byTrack, (row) => (row.label && row.isrc ? `${row.label} (${row.isrc})` : row.label)) },
  ] as const;
  const amount = t('royalties.chart.amount');
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
            rows={named(breakdowns.byPeriod, (row) => formatMonth(i18n.language, row.key))}
          />
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
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
