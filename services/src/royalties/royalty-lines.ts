import { Prisma, type DbClient } from '@slipcase/db';
import { royaltyLineStatus, type RoyaltyLineStatus } from '@slipcase/domain';
import { moneySummary } from '../ledger/balances';
import { royaltyEntriesFrom } from './royalty-entries';

/** One royalty line (001 §3 Royalty): a ledger entry crediting the user, with where it came from. */
export interface RoyaltyLine {
  id: string;
  transactionId: string;
  micros: bigint;
  /** Available, held by a withdrawal not paid yet (pending) or paid out: withdrawals draw on the oldest credits first. */
  status: RoyaltyLineStatus;
  period: string | null;
  postedAt: Date;
  store: string | null;
  country: string | null;
  releaseId: string | null;
  releaseTitle: string | null;
  upc: string | null;
  trackTitle: string | null;
  isrc: string | null;
}

type Row = Omit<RoyaltyLine, 'id' | 'status'> & { id: bigint; kept: bigint };

export interface RoyaltyLineQuery {
  /** Newest first (the page) or oldest first (the CSV export, a page after another). */
  order: 'newest' | 'oldest';
  limit: number;
  /** Oldest first only: the lines after this id. */
  afterId?: string;
}

/**
 * The user's royalty lines, each joined to its statement item, track and release. A line's status compares where
 * its money ends among the credits, oldest first (the running total, or the lowest a later refund brings it to),
 * with what withdrawals paid out and hold (royaltyLineStatus).
 */
export async function royaltyLines(db: DbClient, userId: string, query: RoyaltyLineQuery): Promise<RoyaltyLine[]> {
  const money = await moneySummary(db, userId);
  const after = query.afterId ? Prisma.sql`WHERE id > ${BigInt(query.afterId)}` : Prisma.empty;
  const order = query.order === 'newest' ? Prisma.sql`ORDER BY id DESC` : Prisma.sql`ORDER BY id`;
  const found = await db.$queryRaw<Row[]>`
    WITH lines AS (
      SELECT e.id, e."transactionId", e."amountMicros" AS micros, e.period, COALESCE(s."postedAt", t."createdAt") AS "postedAt",
        e.store, e.country, e."releaseId", r.title AS "releaseTitle", r.upc, COALESCE(tr.title, i.title) AS "trackTitle",
        COALESCE(tr.isrc, i.isrc) AS isrc, SUM(e."amountMicros") OVER (ORDER BY e.id) AS running
      FROM ${royaltyEntriesFrom(userId)}
        LEFT JOIN "Statement" s ON s.id = e."statementId"
        LEFT JOIN "StatementItem" i ON i.id = e."itemId"
        LEFT JOIN "Track" tr ON tr.id = e."trackId"
        LEFT JOIN "Release" r ON r.id = e."releaseId"
    ), kept AS (
      SELECT *, MIN(running) OVER (ORDER BY id ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS kept FROM lines
    )
    SELECT id, "transactionId", micros, period, "postedAt", store, country, "releaseId", "releaseTitle", upc, "trackTitle", isrc, kept
    FROM kept ${after} ${order} LIMIT ${query.limit}`;
  return found.map(({ kept, id, ...line }) => ({ ...line, id: id.toString(), status: royaltyLineStatus(kept, money) }));
}
