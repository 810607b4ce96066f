import type { PrismaClient } from '@slipcase/db';
import {
  addDays,
  analyticsAccess,
  analyticsWindow,
  AppError,
  changePercent,
  daysBetween,
  nextMonth,
  type AnalyticsRange,
  type IsoDate,
  type TrendDimension,
} from '@slipcase/domain';
import type { AnalyticsCounts, AnalyticsMetric, AnalyticsReport, AnalyticsRow, ConfirmedMonth } from './analytics-report';
import { analyticsSubject, type AnalyticsSubjectInput } from './analytics-subject';
import { confirmedUsage } from './confirmed-usage';
import { reportedDays, streamsByMonthAndStore, streamsByPeriodAndStore, sumsByKey, totalsById, type CountSums } from './rollup-queries';

export type * from './analytics-report';

export interface AnalyticsInput extends AnalyticsSubjectInput {
  range: AnalyticsRange;
}

const BASIC_DIMS: readonly TrendDimension[] = ['total', 'territory'];
const ADVANCED_DIMS: readonly TrendDimension[] = ['city', 'audience', 'device', 'source', 'playlist'];
/** The longest list a breakdown shows; the CSV has the same rows. */
export const ANALYTICS_ROWS = 50;

const zero = (): CountSums => ({ streams: 0, listeners: 0, saves: 0, playlistAdds: 0 });
const counts = (sums: CountSums): AnalyticsCounts => ({ streams: sums.streams, listeners: sums.listeners, saves: sums.saves, playlistAdds: sums.playlistAdds });
const byStreams = <T extends { streams: number; label: string }>(a: T, b: T) => b.streams - a.streams || a.label.localeCompare(b.label);

function overviewOf(now: CountSums, before: CountSums | null): AnalyticsReport['overview'] {
  const metric = (name: keyof AnalyticsCounts): AnalyticsMetric => ({
    value: now[name],
    previous: before ? before[name] : null,
    change: changePercent(now[name], before ? before[name] : null),
  });
  return { streams: metric('streams'), listeners: metric('listeners'), saves: metric('saves'), playlistAdds: metric('playlistAdds') };
}

function rowsOf(sums: readonly (CountSums & { dim: string; key: string })[], dim: TrendDimension, label: (key: string) => string = (key) => key): AnalyticsRow[] {
  return sums
    .filter((sum) => sum.dim === dim)
    .map((sum) => ({ key: sum.key, label: label(sum.key), ...counts(sum) }))
    .sort(byStreams)
    .slice(0, ANALYTICS_ROWS);
}

function periodsOf(grain: 'day' | 'month', from: IsoDate, to: IsoDate): string[] {
  const periods: string[] = [];
  if (grain === 'day') for (let day = from; day <= to; day = addDays(day, 1)) periods.push(day);
  else for (let month = `${from.slice(0, 7)}-01`; month <= to; month = nextMonth(month)) periods.push(month);
  return periods;
}

function monthsOf(from: IsoDate, to: IsoDate): string[] {
  return periodsOf('month', from, to).map((month) => month.slice(0, 7));
}

async function playlistNames(prisma: PrismaClient, ids: readonly string[]): Promise<Map<string, string>> {
  const found = await prisma.trendPlaylist.findMany({ where: { playlistId: { in: [...ids] } }, select: { playlistId: true, name: true }, orderBy: { updatedAt: 'asc' } });
  return new Map(found.map((playlist) => [playlist.playlistId, playlist.name]));
}

/**
 * The analytics of an artist, the label total, a release or a track over a range (issue 30): estimated counts from
 * the stores' daily trends (read from the rollups, never a file), and what the stores' statements confirmed. The
 * range ends on the last day reported. The plan decides what is in it (domain analyticsAccess): a range beyond it is
 * refused, and the advanced view is left out of the answer for a plan without it.
 */
export async function analyticsFor(deps: { prisma: PrismaClient }, input: AnalyticsInput): Promise<AnalyticsReport> {
  const { prisma } = deps;
  const user = await prisma.user.findUnique({ where: { id: input.userId }, select: { plan: true } });
  if (!user) throw new AppError('not_found', 'userId');
  const access = analyticsAccess(user.plan);
  if (!access.ranges.includes(input.range)) throw new AppError('premium_required', 'range');
  const subject = await analyticsSubject(prisma, access, input);
  const days = await reportedDays(prisma, subject.scope);
  const empty: AnalyticsReport = {
    artists: subject.artists, artistId: subject.artistId, release: subject.release, track: subject.track, range: input.range, access, window: null,
    overview: overviewOf(zero(), null), chart: { grain: 'day', stores: [], points: [] }, territories: [], tracks: [], confirmed: [],
    cities: access.advanced ? [] : null, audience: access.advanced ? [] : null, devices: access.advanced ? [] : null,
    sources: access.advanced ? [] : null, playlists: access.advanced ? [] : null,
  };
  if (!days) return empty;

  const window = analyticsWindow(input.range, days.last, days.first);
  const { from, to } = window;
  const grain = input.range === 'all' && daysBetween(from, to) > 366 ? 'month' : 'day';
  const trackScope = { scope: 'track' as const, ids: subject.tracks.map((track) => track.id) };
  const months = monthsOf(from, to);
  const [sums, previous, chartRows, trackTotals, usage, estimatedMonths] = await Promise.all([
    sumsByKey(prisma, subject.scope, access.advanced ? [...BASIC_DIMS, ...ADVANCED_DIMS] : BASIC_DIMS, from, to),
    window.previous ? sumsByKey(prisma, subject.scope, ['total'], window.previous.from, window.previous.to) : null,
    streamsByPeriodAndStore(prisma, subject.scope, grain, grain === 'month' ? `${from.slice(0, 7)}-01` : from, to),
    totalsById(prisma, trackScope, from, to),
    confirmedUsage(prisma, trackScope.ids, months[0]!, months[months.length - 1]!),
    streamsByMonthAndStore(prisma, subject.scope, months),
  ]);

  const stores = [...new Set(chartRows.map((row) => row.store))].sort();
  const points = new Map(periodsOf(grain, from, to).map((period) => [period, { period, total: 0, stores: Object.fromEntries(stores.map((store) => [store, 0])) }]));
  for (const row of chartRows) {
    const point = points.get(row.period);
    if (!point) continue;
    point.stores[row.store] = row.streams;
    point.total += row.streams;
  }
  const estimate = new Map(estimatedMonths.map((row) => [`${row.period} ${row.store}`, row.streams]));
  const confirmed: ConfirmedMonth[] = usage.map((row) => {
    const estimated = estimate.get(`${row.period} ${row.store}`) ?? 0;
    const off = row.usages > 0 && estimated > 0 ? Math.round(((estimated - row.usages) / row.usages) * 1000) / 10 : null;
    return { period: row.period, store: row.store, usages: row.usages, estimated, estimateOffPercent: off };
  });
  const totals = new Map(trackTotals.map((row) => [row.id, row]));
  const tracks = subject.tracks
    .map((track) => ({ trackId: track.id, title: track.title, releaseId: track.releaseId, releaseTitle: track.releaseTitle, label: track.title, ...counts(totals.get(track.id) ?? zero()) }))
    .filter((track) => track.streams > 0)
    .sort(byStreams)
    .slice(0, ANALYTICS_ROWS)
    .map(({ label: _label, ...track }) => track);
  const names = access.advanced ? await playlistNames(prisma, sums.filter((sum) => sum.dim === 'playlist').map((sum) => sum.key)) : new Map<string, string>();
  const advanced = <T>(rows: () => T): T | null => (access.advanced ? rows() : null);
  const total = (list: typeof sums | null) => list?.find((sum) => sum.dim === 'total') ?? zero();
  return {
    ...empty,
    window: { from, to },
    overview: overviewOf(total(sums), previous ? total(previous) : null),
    chart: { grain, stores, points: [...points.values()] },
    territories: rowsOf(sums, 'territory'),
    tracks,
    confirmed,
    cities: advanced(() => rowsOf(sums, 'city', (key) => key.slice(3))),
    audience: advanced(() => rowsOf(sums, 'audience')),
    devices: advanced(() => rowsOf(sums, 'device')),
    sources: advanced(() => rowsOf(sums, 'source')),
    playlists: advanced(() => rowsOf(sums, 'playlist', (key) => names.get(key) ?? key)),
  };
}
