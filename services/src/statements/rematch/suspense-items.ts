import type { DbClient } from '@slipcase/db';

/** What one statement holds in suspense under one code. */
export interface SuspenseStatementPart {
  statementId: string;
  store: string;
  period: string;
  lines: number;
  usdMicros: bigint;
}

/** Money in suspense under one ISRC (or, for lines without one, UPC), over every posted statement. */
export interface SuspenseGroup {
  code: string;
  kind: 'isrc' | 'upc' | 'none';
  title: string | null;
  artist: string | null;
  lines: number;
  usdMicros: bigint;
  statements: SuspenseStatementPart[];
}

type Row = { isrc: string | null; upc: string | null; title: string | null; artist: string | null; statementId: string; store: string; period: string; lines: number; usdMicros: bigint };

/** The items of posted statements that matched nothing, grouped by their code, the largest amount first. */
export async function listSuspense(db: DbClient, options: { limit?: number } = {}): Promise<SuspenseGroup[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT i.isrc, i.upc, MIN(i.title) AS title, MIN(i.artist) AS artist, s.id AS "statementId", s.store, s.period,
      SUM(i.lines)::int AS lines, SUM(i."usdMicros")::bigint AS "usdMicros"
    FROM "StatementItem" i JOIN "Statement" s ON s.id = i."statementId"
    WHERE s.status = 'posted' AND i."trackId" IS NULL AND i."releaseId" IS NULL
    GROUP BY i.isrc, i.upc, s.id, s.store, s.period
    ORDER BY s.period DESC, s.store`;
  const groups = new Map<string, SuspenseGroup>();
  for (const row of rows) {
    const kind = row.isrc ? 'isrc' : row.upc ? 'upc' : 'none';
    const code = row.isrc ?? row.upc ?? '';
    const key = `${kind}:${code}`;
    const group = groups.get(key) ?? { code, kind, title: row.title, artist: row.artist, lines: 0, usdMicros: 0n, statements: [] };
    group.title ??= row.title;
    group.artist ??= row.artist;
    group.lines += row.lines;
    group.usdMicros += row.usdMicros;
    group.statements.push({ statementId: row.statementId, store: row.store, period: row.period, lines: row.lines, usdMicros: row.usdMicros });
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort((a, b) => (b.usdMicros > a.usdMicros ? 1 : b.usdMicros < a.usdMicros ? -1 : a.code.localeCompare(b.code)));
  return options.limit ? sorted.slice(0, options.limit) : sorted;
}
