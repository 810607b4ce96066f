import type { AnalyticsReport, AnalyticsRow } from '@slipcase/services/analytics/analytics-report';

const number = new Intl.NumberFormat('en');
const METRICS = [
  ['streams', 'Streams'],
  ['listeners', 'Listeners'],
  ['saves', 'Saves'],
  ['playlistAdds', 'Playlist adds'],
] as const;

function rows(title: string, list: readonly AnalyticsRow[] | null): string[] {
  if (list === null || list.length === 0) return [];
  return ['', `${title}:`, ...list.map((row) => `  ${row.label.padEnd(28)} ${number.format(row.streams).padStart(12)}`)];
}

/** The report as the terminal shows it: the same numbers as the page and the CSV, the biggest first. */
export function formatAnalytics(report: AnalyticsReport): string {
  if (!report.window) {
    return report.artistId
      ? 'No numbers yet: stores report each day one or two days later; a live release\'s first numbers arrive within about three days.'
      : 'No artist yet: create one and release music to see analytics.';
  }
  const lines = [`Analytics ${report.range}: ${report.window.from} to ${report.window.to} (the last day the stores reported)`, ''];
  for (const [name, label] of METRICS) {
    const metric = report.overview[name];
    const change = metric.change === null ? '' : `  (${metric.change > 0 ? '+' : ''}${metric.change}% against the range before)`;
    lines.push(`${label.padEnd(14)} ${number.format(metric.value).padStart(12)}${change}`);
  }
  const byStore = report.chart.stores.map((store) => [store, report.chart.points.reduce((sum, point) => sum + (point.stores[store] ?? 0), 0)] as const);
  if (byStore.length > 0) lines.push('', 'Stores:', ...byStore.map(([store, streams]) => `  ${store.padEnd(28)} ${number.format(streams).padStart(12)}`));
  lines.push(...rows('Territories', report.territories), ...rows('Cities', report.cities), ...rows('Age and gender', report.audience));
  lines.push(...rows('Devices', report.devices), ...rows('Sources', report.sources), ...rows('Playlists', report.playlists));
  if (report.tracks.length > 0) lines.push('', 'Tracks:', ...report.tracks.map((track) => `  ${track.title.padEnd(28)} ${number.format(track.streams).padStart(12)}  ${track.trackId}`));
  if (report.confirmed.length > 0) {
    lines.push('', 'Confirmed by statements:');
    for (const month of report.confirmed) lines.push(`  ${month.period} ${month.store.padEnd(16)} ${number.format(month.usages).padStart(12)} plays, estimated ${number.format(month.estimated)}`);
  }
  if (!report.access.advanced) lines.push('', 'Cities, age and gender, devices, sources and playlists come with PRO.');
  return lines.join('\n');
}
