import { Prisma, type DbClient } from '@slipcase/db';
import { accountKey, payoutsPaid } from '../ledger/accounts';
import { royaltyEntriesFrom } from './royalty-entries';

/** One royalty line (001 §3 Royalty): a ledger entry crediting the user, with where it came from. */
export interface RoyaltyLine {
  id: string;
  transactionId: string;
  micros: bigint;
  /** Paid once withdrawals paid out cover it (credits are paid oldest first), else pending. */
  status: 'paid' | 'pending';
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

type Row = Omit<RoyaltyLine, 'id' | 'status'> & { id: bigint; running: bigint };

export interface RoyaltyLineQuery {
  /** Newest first (the page) or oldest first (the CSV export, a page after another). */
  order: 'newest' | 'oldest';
  limit: number;
  /** Oldest first only: the lines after this id. */
  afterId?: string;
}

/**
 * The user's royalty lines, each joined to its statement item, track and release. A line's status compares the
 * running total of credits, oldest first, with what paid withdrawals took out.
 */
export async function royaltyLines(db: DbClient, userId: string, query: RoyaltyLineQuery): Promise<RoyaltyLine[]> {
  const paid = await db.ledgerAccount.findUnique({ where: { key: accountKey(payoutsPaid(userId)) }, select: { balanceMicros: true } });
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
    )
    SELECT * FROM lines ${after} ${order} LIMIT ${query.limit}`;
  const paidMicros = paid?.balanceMicros ?? 0n;
  return found.map(({ running, id, ...line }) => ({
    ...line,
    id: id.toString(),
    status: running <= paidMicros && line.micros > 0n ? 'paid' : 'pending',
  }));
}
