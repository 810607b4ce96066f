import { Prisma, type DbClient } from '@slipcase/db';
import { rollupSpans, type IsoDate, type TrendDimension, type TrendScope } from '@slipcase/domain';

/** Whose rollups a question reads: per artist (an artist, a label's artists) or per track (a release, a track). */
export interface RollupScope {
  scope: TrendScope;
  ids: readonly string[];
}

export interface CountSums {
  streams: number;
  listeners: number;
  saves: number;
  playlistAdds: number;
}

const SUMS = Prisma.sql`sum(streams)::float8 AS streams, sum(listeners)::float8 AS listeners, sum(saves)::float8 AS saves, sum("playlistAdds")::float8 AS "playlistAdds"`;

/** The rows of a window: whole months from month rows, the edges from day rows (domain rollupSpans). */
function windowSql(from: IsoDate, to: IsoDate): Prisma.Sql {
  const spans = rollupSpans(from, to);
  const parts = spans.days.map((span) => Prisma.sql`(grain = 'day' AND day BETWEEN ${span.from}::date AND ${span.to}::date)`);
  if (spans.months) parts.push(Prisma.sql`(grain = 'month' AND day BETWEEN ${spans.months.from}::date AND ${spans.months.to}::date)`);
  return parts.length > 0 ? Prisma.sql`(${Prisma.join(parts, ' OR ')})` : Prisma.sql`false`;
}

const scopeSql = ({ scope, ids }: RollupScope) => Prisma.sql`scope = ${scope} AND "scopeId" = ANY(${[...ids]}::text[])`;

/** The first and last day anything was reported for the scope; null when nothing was. */
export async function reportedDays(db: DbClient, scope: RollupScope): Promise<{ first: IsoDate; last: IsoDate } | null> {
  const [found] = await db.$queryRaw<{ first: string | null; last: string | null }[]>`
    SELECT min(day)::text AS first, max(day)::text AS last FROM "TrendRollup"
    WHERE ${scopeSql(scope)} AND grain = 'day' AND dim = 'total'`;
  return found?.first && found.last ? { first: found.first, last: found.last } : null;
}

/** Each dimension's values summed over the window. */
export async function sumsByKey(db: DbClient, scope: RollupScope, dims: readonly TrendDimension[], from: IsoDate, to: IsoDate) {
  if (dims.length === 0 || scope.ids.length === 0) return [];
  return db.$queryRaw<(CountSums & { dim: TrendDimension; key: string })[]>`
    SELECT dim, key, ${SUMS} FROM "TrendRollup"
    WHERE ${scopeSql(scope)} AND dim = ANY(${[...dims]}::text[]) AND ${windowSql(from, to)}
    GROUP BY dim, key`;
}

/** The window's totals per scope id (per track, for the top tracks). */
export async function totalsById(db: DbClient, scope: RollupScope, from: IsoDate, to: IsoDate) {
  if (scope.ids.length === 0) return [];
  return db.$queryRaw<(CountSums & { id: string })[]>`
    SELECT "scopeId" AS id, ${SUMS} FROM "TrendRollup"
    WHERE ${scopeSql(scope)} AND dim = 'total' AND ${windowSql(from, to)}
    GROUP BY "scopeId"`;
}

/** Streams per period (a day, or a month's first day) and store, for the chart. */
export async function streamsByPeriodAndStore(db: DbClient, scope: RollupScope, grain: 'day' | 'month', from: IsoDate, to: IsoDate) {
  if (scope.ids.length === 0) return [];
  return db.$queryRaw<{ period: string; store: string; streams: number }[]>`
    SELECT day::text AS period, store, sum(streams)::float8 AS streams FROM "TrendRollup"
    WHERE ${scopeSql(scope)} AND grain = ${grain} AND dim = 'total' AND day BETWEEN ${from}::date AND ${to}::date
    GROUP BY day, store ORDER BY day, store`;
}

/** Estimated streams per calendar month and store, to set beside the statements' usages. */
export async function streamsByMonthAndStore(db: DbClient, scope: RollupScope, months: readonly string[]) {
  if (scope.ids.length === 0 || months.length === 0) return [];
  return db.$queryRaw<{ period: string; store: string; streams: number }[]>`
    SELECT to_char(day, 'YYYY-MM') AS period, store, sum(streams)::float8 AS streams FROM "TrendRollup"
    WHERE ${scopeSql(scope)} AND grain = 'month' AND dim = 'total' AND to_char(day, 'YYYY-MM') = ANY(${[...months]}::text[])
    GROUP BY day, store`;
}
