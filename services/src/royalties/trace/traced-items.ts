import { Prisma, type DbClient } from '@slipcase/db';
import type { RoyaltyTraceQuery } from '@slipcase/api-contract/royalty-trace-schemas';
import { ROYALTY_KINDS } from '../royalty-entries';

/** A statement item the selection takes, with its statement and the viewer's amount of it. */
export interface TracedItemRow {
  id: string;
  statementId: string;
  store: string;
  period: string;
  fileNames: string[];
  fileKeys: string[];
  format: string;
  currency: string | null;
  usdRate: string | null;
  country: string;
  isrc: string | null;
  upc: string | null;
  title: string | null;
  releaseId: string | null;
  trackId: string | null;
  refund: boolean;
  usages: number;
  origMicros: bigint;
  usdMicros: bigint;
  lineParts: number[];
  lineNos: number[];
  /** The viewer's amount: their entries' sum, or for an operator the item's US dollars. */
  viewerMicros: bigint;
  /** How many lines made it, and how many of them fit in the trace (the last item listed may be cut short). */
  itemLines: number;
  shownLines: number;
  /** Over the whole selection, not only the rows returned. */
  itemCount: bigint;
  lineCount: bigint;
  totalMicros: bigint;
}

/** The selection's conditions on an item `i`, its track `tr` and release `r`, with the store, period and country given. */
function conditions(selection: RoyaltyTraceQuery, at: { store: Prisma.Sql; period: Prisma.Sql; country: Prisma.Sql; release: Prisma.Sql; track: Prisma.Sql }) {
  const where = [Prisma.sql`${at.period} = ${selection.period}`];
  if (selection.store) where.push(Prisma.sql`${at.store} = ${selection.store}`);
  if (selection.country) where.push(Prisma.sql`${at.country} = ${selection.country}`);
  if (selection.releaseId) where.push(Prisma.sql`${at.release} = ${selection.releaseId}`);
  if (selection.trackId) where.push(Prisma.sql`${at.track} = ${selection.trackId}`);
  if (selection.isrc) where.push(Prisma.sql`COALESCE(tr.isrc, i.isrc) = ${selection.isrc}`);
  // The release's UPC or the one the store wrote; a 12-digit UPC-A is the EAN-13 with a leading zero: stores write either.
  if (selection.upc) where.push(Prisma.sql`LTRIM(${selection.upc}, '0') IN (LTRIM(r.upc, '0'), LTRIM(i.upc, '0'))`);
  return Prisma.join(where, ' AND ');
}

/** Each item the viewer's own royalty entries name, with their sum: an owner's and a payee's share alike. */
function viewerAmounts(accountKeys: readonly string[], selection: RoyaltyTraceQuery): Prisma.Sql {
  const where = conditions(selection, {
    store: Prisma.sql`e.store`,
    period: Prisma.sql`e.period`,
    country: Prisma.sql`e.country`,
    release: Prisma.sql`e."releaseId"`,
    track: Prisma.sql`e."trackId"`,
  });
  return Prisma.sql`
    SELECT e."itemId" AS id, SUM(e."amountMicros")::bigint AS micros
    FROM "LedgerEntry" e
      JOIN "LedgerAccount" a ON a.id = e."accountId" AND a.key = ANY(${[...accountKeys]}::text[])
      JOIN "LedgerTransaction" t ON t.id = e."transactionId" AND t.kind::text = ANY(${[...ROYALTY_KINDS]}::text[])
      JOIN "StatementItem" i ON i.id = e."itemId"
      LEFT JOIN "Track" tr ON tr.id = e."trackId"
      LEFT JOIN "Release" r ON r.id = e."releaseId"
    WHERE ${where}
    GROUP BY e."itemId"`;
}

/** Every item of the posted (or since re-issued) statements, with its US dollars: what an operator sees. */
function operatorAmounts(selection: RoyaltyTraceQuery): Prisma.Sql {
  const where = conditions(selection, {
    store: Prisma.sql`s.store`,
    period: Prisma.sql`s.period`,
    country: Prisma.sql`i.country`,
    release: Prisma.sql`i."releaseId"`,
    track: Prisma.sql`i."trackId"`,
  });
  return Prisma.sql`
    SELECT i.id, i."usdMicros" AS micros
    FROM "StatementItem" i
      JOIN "Statement" s ON s.id = i."statementId" AND s.status::text IN ('posted', 'superseded')
      LEFT JOIN "Track" tr ON tr.id = i."trackId"
      LEFT JOIN "Release" r ON r.id = i."releaseId"
    WHERE ${where}`;
}

/**
 * The selection's items, largest amount first, as long as their lines fit in `lineLimit` (so a large store month
 * never loads more than that), with the whole selection's counts and total on every row.
 */
export async function tracedItems(
  db: DbClient,
  viewer: { accountKeys: readonly string[]; operator: boolean },
  selection: RoyaltyTraceQuery,
  lineLimit: number,
): Promise<TracedItemRow[]> {
  const amounts = viewer.operator ? operatorAmounts(selection) : viewerAmounts(viewer.accountKeys, selection);
  return db.$queryRaw<TracedItemRow[]>`
    WITH amounts AS (${amounts}),
    ranked AS (
      SELECT i.id, i."statementId", s.store, s.period, s."fileNames", s."fileKeys", s.format,
        COALESCE(i.currency, s.currency) AS currency, COALESCE(sc."usdRate", s."usdRate") AS "usdRate",
        i.country, i.isrc, i.upc, i.title, i."releaseId", i."trackId", i.refund, i.usages, i."origMicros", i."usdMicros",
        -- Items posted before their lines' places were kept have none (NULL): listed, without lines.
        COALESCE(i."lineParts", '{}') AS "lineParts", COALESCE(i."lineNos", '{}') AS "lineNos", a.micros AS "viewerMicros",
        COALESCE(cardinality(i."lineNos"), 0) AS lines,
        SUM(COALESCE(cardinality(i."lineNos"), 0)) OVER (ORDER BY ABS(a.micros) DESC, i.id ROWS UNBOUNDED PRECEDING) AS "linesThrough",
        COUNT(*) OVER () AS "itemCount", SUM(COALESCE(cardinality(i."lineNos"), 0)) OVER ()::bigint AS "lineCount",
        SUM(a.micros) OVER ()::bigint AS "totalMicros"
      FROM amounts a JOIN "StatementItem" i ON i.id = a.id JOIN "Statement" s ON s.id = i."statementId"
        -- A statement in several currencies: the item's own, at the rate the import converted it at.
        LEFT JOIN "StatementCurrency" sc ON sc."statementId" = s.id AND sc.currency = COALESCE(i.currency, s.currency)
    )
    SELECT id, "statementId", store, period, "fileNames", "fileKeys", format, currency, "usdRate", country, isrc, upc, title,
      "releaseId", "trackId", refund, usages, "origMicros", "usdMicros", "viewerMicros",
      lines AS "itemLines", CASE WHEN "linesThrough" > ${lineLimit} THEN (${lineLimit} - ("linesThrough" - lines))::int ELSE lines END AS "shownLines",
      "lineParts"[1:LEAST(lines, ${lineLimit})] AS "lineParts", "lineNos"[1:LEAST(lines, ${lineLimit})] AS "lineNos",
      "itemCount", "lineCount", "totalMicros"
    FROM ranked
    WHERE "linesThrough" - lines < ${lineLimit}
    ORDER BY ABS("viewerMicros") DESC, id
    LIMIT ${lineLimit}`;
}
