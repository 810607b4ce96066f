import type { DbClient } from '@slipcase/db';
import { royaltyEntriesFrom } from './royalty-entries';

/** A sales period whose statements credited the user: the stores, the amount and when it was last posted. */
export interface StatementPeriod {
  period: string;
  stores: string[];
  micros: bigint;
  postedAt: Date;
}

/** The periods the user has royalties for, newest first: their payment history and the statements they can download. */
export async function statementPeriods(db: DbClient, userId: string): Promise<StatementPeriod[]> {
  return db.$queryRaw<StatementPeriod[]>`
    SELECT e.period, COALESCE(array_agg(DISTINCT e.store) FILTER (WHERE e.store IS NOT NULL), '{}') AS stores,
      SUM(e."amountMicros")::bigint AS micros, MAX(COALESCE(s."postedAt", t."createdAt")) AS "postedAt"
    FROM ${royaltyEntriesFrom(userId)} LEFT JOIN "Statement" s ON s.id = e."statementId"
    WHERE e.period IS NOT NULL
    GROUP BY e.period ORDER BY e.period DESC`;
}
