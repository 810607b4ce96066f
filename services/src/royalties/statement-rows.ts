import type { DbClient, Plan } from '@slipcase/db';
import { royaltyEntriesFrom } from './royalty-entries';

/** One line of a user's statement for a period: their credits for one recording in one store and country. */
export interface StatementRow {
  store: string | null;
  releaseTitle: string | null;
  upc: string | null;
  trackTitle: string | null;
  isrc: string | null;
  country: string | null;
  /** The plan on the period's last day and the share it gave, in basis points (8500 = 85 %). */
  plan: Plan | null;
  shareBps: number | null;
  /** The user's share of the release's split (as owner or payee), basis points; null without a split. */
  splitBps: number | null;
  usages: number;
  micros: bigint;
}

export interface StatementOfPeriod {
  period: string;
  rows: StatementRow[];
  /** The sum of the rows: exactly what the ledger credited the user for the period. */
  totalMicros: bigint;
}

/**
 * The user's royalties of one sales period by store, release, track and country (each with the plan, share and
 * split that applied), from their ledger entries; another account's entries never appear. No rows: no statement.
 */
export async function statementOfPeriod(db: DbClient, input: { userId: string; period: string }): Promise<StatementOfPeriod> {
  const rows = await db.$queryRaw<StatementRow[]>`
    SELECT e.store, MIN(r.title) AS "releaseTitle", MIN(r.upc) AS upc, MIN(COALESCE(tr.title, i.title)) AS "trackTitle",
      COALESCE(tr.isrc, i.isrc, i.upc) AS isrc, e.country, e.plan, e."shareBps",
      COALESCE(MIN(sp."shareBps"), MIN(so."ownerBps")) AS "splitBps",
      COALESCE(SUM(i.usages) FILTER (WHERE t.kind = 'statement'), 0)::int AS usages, SUM(e."amountMicros")::bigint AS micros
    FROM ${royaltyEntriesFrom(input.userId)}
      LEFT JOIN "StatementItem" i ON i.id = e."itemId"
      LEFT JOIN "Track" tr ON tr.id = e."trackId"
      LEFT JOIN "Release" r ON r.id = e."releaseId"
      LEFT JOIN "SplitPayee" sp ON sp."splitId" = e."splitId" AND sp."userId" = ${input.userId}
      LEFT JOIN "Split" so ON so.id = e."splitId" AND so."ownerId" = ${input.userId}
    WHERE e.period = ${input.period}
    GROUP BY e.store, e."releaseId", e."trackId", COALESCE(tr.isrc, i.isrc, i.upc), e.country, e.plan, e."shareBps", e."splitId"
    ORDER BY e.store, "releaseTitle", "trackTitle", e.country`;
  return { period: input.period, rows, totalMicros: rows.reduce((sum, row) => sum + row.micros, 0n) };
}
