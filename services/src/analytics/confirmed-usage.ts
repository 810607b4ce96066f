import { Prisma, type DbClient } from '@slipcase/db';
import type { RollupScope } from './rollup-queries';

/**
 * What the stores' posted statements confirm: usages per sales period and store of the scope's tracks (an artist's:
 * all the tracks of the artist's releases), royalty-bearing or not (a play that earns nothing is still a play),
 * refunds and corrections apart.
 */
export async function confirmedUsage(db: DbClient, { scope, ids }: RollupScope, fromPeriod: string, toPeriod: string) {
  if (ids.length === 0) return [];
  const tracks =
    scope === 'track'
      ? Prisma.sql`${[...ids]}::text[]`
      : Prisma.sql`ARRAY(SELECT t.id FROM "Track" t JOIN "Release" r ON r.id = t."releaseId" WHERE r."artistId" = ANY(${[...ids]}::text[]))`;
  return db.$queryRaw<{ period: string; store: string; usages: number }[]>`
    SELECT s.period, s.store, sum(i.usages)::float8 AS usages
    FROM "StatementItem" i JOIN "Statement" s ON s.id = i."statementId"
    WHERE i."trackId" = ANY(${tracks}) AND s.status = 'posted' AND NOT i.refund
      AND s.period BETWEEN ${fromPeriod} AND ${toPeriod}
    GROUP BY s.period, s.store ORDER BY s.period, s.store`;
}
