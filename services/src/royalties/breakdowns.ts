import { Prisma, type DbClient } from '@slipcase/db';
import { royaltyEntriesFrom } from './royalty-entries';

/**
 * One bar of a breakdown: what it is (a period, store id, country code, release id, or a track's id, else the
 * recording's ISRC) and its royalties.
 */
export interface BreakdownRow {
  key: string;
  /** A release's or track's title; null for periods, stores and countries (the page names those). */
  label: string | null;
  /** A track's ISRC. */
  isrc?: string | null;
  micros: bigint;
}

export interface RoyaltyBreakdowns {
  byPeriod: BreakdownRow[];
  byStore: BreakdownRow[];
  byCountry: BreakdownRow[];
  byRelease: BreakdownRow[];
  byTrack: BreakdownRow[];
}

/** What nothing matched yet has no release or track: it still counts, under this key. */
export const UNKNOWN_KEY = '';

type Row = { key: string | null; label: string | null; isrc?: string | null; micros: bigint };

const rows = (found: Row[]): BreakdownRow[] =>
  found.map((row) => ({ key: row.key ?? UNKNOWN_KEY, label: row.label, ...(row.isrc !== undefined && { isrc: row.isrc }), micros: row.micros }));

/**
 * The user's royalties summed by sales period (oldest first), store, country, release and track (largest first),
 * each from their ledger entries alone; every breakdown adds up to the lifetime royalties.
 */
export async function royaltyBreakdowns(db: DbClient, userId: string): Promise<RoyaltyBreakdowns> {
  const from = royaltyEntriesFrom(userId);
  const sum = Prisma.sql`SUM(e."amountMicros")::bigint AS micros`;
  const [byPeriod, byStore, byCountry, byRelease, byTrack] = await Promise.all([
    db.$queryRaw<Row[]>`SELECT e.period AS key, NULL AS label, ${sum} FROM ${from} GROUP BY e.period ORDER BY e.period`,
    db.$queryRaw<Row[]>`SELECT e.store AS key, NULL AS label, ${sum} FROM ${from} GROUP BY e.store ORDER BY micros DESC, key`,
    db.$queryRaw<Row[]>`SELECT e.country AS key, NULL AS label, ${sum} FROM ${from} GROUP BY e.country ORDER BY micros DESC, key`,
    db.$queryRaw<Row[]>`
      SELECT e."releaseId" AS key, MIN(r.title) AS label, ${sum} FROM ${from} LEFT JOIN "Release" r ON r.id = e."releaseId"
      GROUP BY e."releaseId" ORDER BY micros DESC, key`,
    db.$queryRaw<Row[]>`
      SELECT COALESCE(e."trackId", i.isrc, i.upc) AS key, MIN(COALESCE(tr.title, i.title)) AS label, MIN(COALESCE(tr.isrc, i.isrc)) AS isrc, ${sum}
      FROM ${from} LEFT JOIN "Track" tr ON tr.id = e."trackId" LEFT JOIN "StatementItem" i ON i.id = e."itemId"
      GROUP BY COALESCE(e."trackId", i.isrc, i.upc) ORDER BY micros DESC, key`,
  ]);
  return { byPeriod: rows(byPeriod), byStore: rows(byStore), byCountry: rows(byCountry), byRelease: rows(byRelease), byTrack: rows(byTrack) };
}
