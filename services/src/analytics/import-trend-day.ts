import { createHash } from 'node:crypto';
import { Prisma, type DbClient, type PrismaClient } from '@slipcase/db';
import { formatIsoDate, readTrendFile, sumTrendDay, type IsoDate, type TrendProblem, type TrendRollupRow } from '@slipcase/domain';
import { openRows, withRows } from '../ledger/bulk-rows';

export interface TrendFileIn {
  store: string;
  /** The day the store says the file is for. */
  day: IsoDate;
  fileName: string;
  bytes: Uint8Array;
}

export type TrendImportOutcome =
  /** The day's rollups are this file's now; `replaced` when it took the place of an earlier file for the day. */
  | { status: 'imported' | 'replaced'; importId: string; rows: number; unmatchedRows: number; unmatchedIsrcs: number; streams: number }
  /** This very file was read for the day before: nothing changed. */
  | { status: 'unchanged'; importId: string }
  /** Nothing imported; the day keeps what it had. */
  | { status: 'refused'; importId: string; problems: TrendProblem[]; problemCount: number };

const ROLLUP_COLUMNS = {
  scope: 'text',
  scopeId: 'text',
  dim: 'text',
  key: 'text',
  day: 'date',
  streams: 'integer',
  listeners: 'integer',
  saves: 'integer',
  playlistAdds: 'integer',
};

const monthOf = (day: IsoDate) => `${day.slice(0, 7)}-01`;

function decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Adds the day's rows of `store` to their month's (sign 1) or takes them away (sign -1), by an upsert. */
async function moveIntoMonth(tx: DbClient, store: string, day: IsoDate, sign: 1 | -1): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "TrendRollup" AS m (grain, scope, "scopeId", dim, day, store, key, streams, listeners, saves, "playlistAdds")
    SELECT 'month', scope, "scopeId", dim, ${monthOf(day)}::date, store, key, ${sign} * streams, ${sign} * listeners, ${sign} * saves, ${sign} * "playlistAdds"
    FROM "TrendRollup" WHERE grain = 'day' AND store = ${store} AND day = ${day}::date
    ON CONFLICT (scope, "scopeId", grain, dim, day, store, key) DO UPDATE SET
      streams = m.streams + excluded.streams, listeners = m.listeners + excluded.listeners,
      saves = m.saves + excluded.saves, "playlistAdds" = m."playlistAdds" + excluded."playlistAdds"`;
}

async function writeDay(tx: DbClient, store: string, day: IsoDate, rollups: readonly TrendRollupRow[]): Promise<void> {
  const writer = await openRows(tx, 'TrendRollup', ROLLUP_COLUMNS, { grain: 'day', store });
  await withRows(writer, () =>
    writer.insert(rollups.map((row) => [row.scope, row.scopeId, row.dim, row.key, day, row.streams, row.listeners, row.saves, row.playlistAdds])),
  );
}

/** The names the file gave its playlists, all in one statement (a day names dozens). */
async function namePlaylists(tx: DbClient, store: string, playlists: ReadonlyMap<string, string>): Promise<void> {
  if (playlists.size === 0) return;
  await tx.$executeRaw`
    INSERT INTO "TrendPlaylist" (store, "playlistId", name, "updatedAt")
    SELECT ${store}, id, name, now() FROM unnest(${[...playlists.keys()]}::text[], ${[...playlists.values()]}::text[]) AS p(id, name)
    ON CONFLICT (store, "playlistId") DO UPDATE SET name = excluded.name, "updatedAt" = excluded."updatedAt"`;
}

async function tracksByIsrc(prisma: PrismaClient, isrcs: readonly string[]) {
  const tracks = await prisma.track.findMany({ where: { isrc: { in: [...isrcs] } }, select: { id: true, isrc: true, release: { select: { artistId: true } } } });
  return new Map(tracks.map((track) => [track.isrc, { trackId: track.id, artistId: track.release.artistId }]));
}

/**
 * Imports a store's trend file for one day, whole or not at all (issue 30). A file with any problem is refused with
 * its report and the day keeps what it had; the same file again changes nothing; another file for a day already
 * imported replaces it: its rows leave the day's and the month's rollups, the new ones come in, in one transaction.
 * Rows of ISRCs that name no track are kept aside per ISRC and counted.
 */
export async function importTrendDay(deps: { prisma: PrismaClient; now: Date }, file: TrendFileIn): Promise<TrendImportOutcome> {
  const { store, day, fileName } = file;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const key = { store, day: new Date(`${day}T00:00:00Z`), sha256 };
  const seen = await deps.prisma.trendImport.findUnique({ where: { store_day_sha256: key }, select: { id: true } });
  if (seen) return { status: 'unchanged', importId: seen.id };

  const text = decode(file.bytes);
  const read = text === null ? { rows: [], problems: [{ code: 'not_utf8' as const }], problemCount: 1 } : readTrendFile(text, day, formatIsoDate(deps.now));
  if (read.problems.length > 0) {
    const refused = await deps.prisma.trendImport.create({
      data: { ...key, fileName, status: 'refused', rows: read.rows.length, problems: read.problems as unknown as Prisma.InputJsonValue, problemCount: read.problemCount },
    });
    return { status: 'refused', importId: refused.id, problems: read.problems, problemCount: read.problemCount };
  }

  const tracks = await tracksByIsrc(deps.prisma, [...new Set(read.rows.map((row) => row.isrc))]);
  const sums = sumTrendDay(read.rows, (isrc) => tracks.get(isrc));
  const unmatchedRows = [...sums.unmatched.values()].reduce((total, aside) => total + aside.rows, 0);
  const streams = read.rows.reduce((total, row) => total + row.streams, 0);

  return deps.prisma.$transaction(
    async (tx) => {
      // One import of a store's day at a time: a retried activity and a corrected file never interleave.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`trends:${store}:${day}`}))`;
      const again = await tx.trendImport.findUnique({ where: { store_day_sha256: key }, select: { id: true } });
      if (again) return { status: 'unchanged' as const, importId: again.id };
      const earlier = await tx.trendImport.findFirst({ where: { store, day: key.day, status: 'imported' }, select: { id: true } });
      if (earlier) {
        await moveIntoMonth(tx, store, day, -1);
        await tx.$executeRaw`DELETE FROM "TrendRollup" WHERE grain = 'day' AND store = ${store} AND day = ${day}::date`;
        await tx.trendImport.update({ where: { id: earlier.id }, data: { status: 'replaced' } });
      }
      const imported = await tx.trendImport.create({
        data: {
          ...key, fileName, status: 'imported', rows: read.rows.length, unmatchedRows, streams: BigInt(streams),
          unmatched: { create: [...sums.unmatched].map(([isrc, aside]) => ({ isrc, rows: aside.rows, streams: BigInt(aside.streams) })) },
        },
      });
      await writeDay(tx, store, day, sums.rollups);
      await moveIntoMonth(tx, store, day, 1);
      await namePlaylists(tx, store, sums.playlists);
      return {
        status: earlier ? ('replaced' as const) : ('imported' as const),
        importId: imported.id, rows: read.rows.length, unmatchedRows, unmatchedIsrcs: sums.unmatched.size, streams,
      };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
