import type { DbClient } from '@slipcase/db';
import type { IsoDate } from '@slipcase/domain';

/** The owner's tracks with the most estimated streams over the days, from the day rollups per track (most first). */
export async function recentTrackStreams(db: DbClient, ownerId: string, from: IsoDate, to: IsoDate, limit: number) {
  return db.$queryRaw<{ trackId: string; streams: number }[]>`
    SELECT r."scopeId" AS "trackId", sum(r.streams)::float8 AS streams
    FROM "TrendRollup" r JOIN "Track" t ON t.id = r."scopeId" JOIN "Release" rel ON rel.id = t."releaseId"
    WHERE rel."ownerId" = ${ownerId} AND r.scope = 'track' AND r.grain = 'day' AND r.dim = 'total'
      AND r.day BETWEEN ${from}::date AND ${to}::date
    GROUP BY r."scopeId" HAVING sum(r.streams) > 0
    ORDER BY streams DESC, r."scopeId" LIMIT ${limit}`;
}
