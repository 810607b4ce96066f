import type { DbClient } from '@slipcase/db';

/**
 * What the stores' posted statements confirm: usages per sales period and store of these tracks (royalty-bearing
 * or not: a play that earns nothing is still a play), refunds and corrections apart.
 */
export async function confirmedUsage(db: DbClient, trackIds: readonly string[], fromPeriod: string, toPeriod: string) {
  if (trackIds.length === 0) return [];
  return db.$queryRaw<{ period: string; store: string; usages: number }[]>`
    SELECT s.period, s.store, sum(i.usages)::float8 AS usages
    FROM "StatementItem" i JOIN "Statement" s ON s.id = i."statementId"
    WHERE i."trackId" = ANY(${[...trackIds]}::text[]) AND s.status = 'posted' AND NOT i.refund
      AND s.period BETWEEN ${fromPeriod} AND ${toPeriod}
    GROUP BY s.period, s.store ORDER BY s.period, s.store`;
}
