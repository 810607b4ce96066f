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
import type { AnalyticsCounts, AnalyticsMetric, AnalyticsReport, AnalyticsRow, AnalyticsTrackRow, ConfirmedMonth } from './analytics-report';
import { analyticsSubject, type AnalyticsSubject, type AnalyticsSubjectInput } from './analytics-subject';
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

/** The most streamed tracks, titled: a release's from the subject, an artist's looked up (only those shown). */
async function topTracksOf(prisma: PrismaClient, subject: AnalyticsSubject, streamed: readonly (CountSums & { id: string })[]): Promise<AnalyticsTrackRow[]> {
  // Those tied with the last one shown too: ties are ordered by title, which only the lookup knows.
  const least = [...streamed].sort((a, b) => b.streams - a.streams)[ANALYTICS_ROWS - 1]?.streams ?? 0;
  const top = streamed.filter((row) => row.streams >= least);
  const titled =
    subject.tracks.length > 0
      ? subject.tracks
      : (
          await prisma.track.findMany({
            where: { id: { in: top.map((row) => row.id) } },
            select: { id: true, title: true, releaseId: true, release: { select: { title: true } } },
          })
        ).map(({ release: { title: releaseTitle }, ...rest }) => ({ ...rest, releaseTitle }));
  const totals = new Map(top.map((row) => [row.id, row]));
  return titled
    .flatMap((track) => {
      const sums = totals.get(track.id);
      return sums ? [{ trackId: track.id, title: track.title, releaseId: track.releaseId, releaseTitle: track.releaseTitle, label: track.title, ...counts(sums) }] : [];
    })
    .sort(byStreams)
    .slice(0, ANALYTICS_ROWS)
    .map(({ label: _label, ...track }) => track);
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
  const subject = await analyticsSubject(prisma, input);
  const access = analyticsAccess(subject.plan);
  if (!access.ranges.includes(input.range)) throw new AppError('premium_required', 'range');
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
  const perArtist = subject.scope.scope === 'artist';
  // An artist's top tracks are the artist's `track` rows, read with the other sums; a release's from its tracks' own.
  const dims = [...BASIC_DIMS, ...(perArtist ? ['track' as const] : []), ...(access.advanced ? ADVANCED_DIMS : [])];
  const months = monthsOf(from, to);
  const [sums, previous, chartRows, trackTotals, usage, estimatedMonths] = await Promise.all([
    sumsByKey(prisma, subject.scope, dims, from, to),
    window.previous ? sumsByKey(prisma, subject.scope, ['total'], window.previous.from, window.previous.to) : null,
    streamsByPeriodAndStore(prisma, subject.scope, grain, grain === 'month' ? `${from.slice(0, 7)}-01` : from, to),
    perArtist ? null : totalsById(prisma, subject.scope, from, to),
    confirmedUsage(prisma, subject.scope, months[0]!, months[months.length - 1]!),
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
  const streamed = (trackTotals ?? sums.filter((sum) => sum.dim === 'track').map((sum) => ({ ...sum, id: sum.key }))).filter((row) => row.streams > 0);
  const [tracks, names] = await Promise.all([
    topTracksOf(prisma, subject, streamed),
    access.advanced ? playlistNames(prisma, sums.filter((sum) => sum.dim === 'playlist').map((sum) => sum.key)) : new Map<string, string>(),
  ]);
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
