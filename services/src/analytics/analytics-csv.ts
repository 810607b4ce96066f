import type { AnalyticsCounts, AnalyticsReport, AnalyticsRow } from './analytics-report';

const COUNT_COLUMNS: readonly (keyof AnalyticsCounts)[] = ['streams', 'listeners', 'saves', 'playlistAdds'];

/** A cell as CSV: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: readonly (string | number | null)[]) => cells.map(cell).join(',');

/**
 * The report as one CSV, section by section (`section,key,label,...`): the numbers the page and the CLI show, the
 * same rows in the same order, so a spreadsheet's sums match the page to the unit. Sections the plan leaves out are
 * absent.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const lines = [line(['section', 'key', 'label', 'store', ...COUNT_COLUMNS, 'previous', 'change_percent'])];
  const window = report.window ? `${report.window.from}..${report.window.to}` : '';
  lines.push(line(['window', report.range, window, '', null, null, null, null, null, null]));
  for (const name of COUNT_COLUMNS) {
    const metric = report.overview[name];
    const counts = COUNT_COLUMNS.map((column) => (column === name ? metric.value : null));
    lines.push(line(['overview', name, name, '', ...counts, metric.previous, metric.change]));
  }
  for (const point of report.chart.points) {
    for (const store of report.chart.stores) lines.push(line([report.chart.grain, point.period, point.period, store, point.stores[store] ?? 0, null, null, null, null, null]));
  }
  const rows = (section: string, list: readonly AnalyticsRow[] | null) => {
    for (const row of list ?? []) lines.push(line([section, row.key, row.label, '', ...COUNT_COLUMNS.map((column) => row[column]), null, null]));
  };
  rows('territory', report.territories);
  rows('city', report.cities);
  rows('audience', report.audience);
  rows('device', report.devices);
  rows('source', report.sources);
  rows('playlist', report.playlists);
  for (const track of report.tracks) lines.push(line(['track', track.trackId, track.title, '', ...COUNT_COLUMNS.map((column) => track[column]), null, null]));
  for (const month of report.confirmed) lines.push(line(['confirmed', month.period, 'usages', month.store, month.usages, null, null, null, month.estimated, month.estimateOffPercent]));
  return `${lines.join('\n')}\n`;
}
