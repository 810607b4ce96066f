import type { DbClient } from '@slipcase/db';
import type { ItemTotal } from './item-totals';
import type { ItemMatch } from './match-items';

/** Writes a statement's items with what each matched, in one statement. */
export async function writeItems(
  db: DbClient,
  statementId: string,
  items: readonly (ItemTotal & { usdMicros: bigint })[],
  matches: ReadonlyMap<string, ItemMatch>,
): Promise<void> {
  if (items.length === 0) return;
  const match = (item: ItemTotal) => matches.get(item.id);
  await db.$executeRaw`
    INSERT INTO "StatementItem" ("id", "statementId", "isrc", "upc", "country", "refund", "title", "artist", "lines", "lineParts",
      "lineNos", "usages", "origMicros", "usdMicros", "trackId", "releaseId")
    SELECT id, ${statementId}, isrc, upc, country, refund, title, artist, lines,
      string_to_array(parts, ',')::int[], string_to_array(nos, ',')::int[], usages, orig, usd, track, release FROM unnest(
      ${items.map((item) => item.id)}::text[], ${items.map((item) => item.isrc)}::text[], ${items.map((item) => item.upc)}::text[],
      ${items.map((item) => item.country)}::text[], ${items.map((item) => item.refund)}::boolean[],
      ${items.map((item) => item.title)}::text[], ${items.map((item) => item.artist)}::text[],
      ${items.map((item) => item.lines)}::int[], ${items.map((item) => item.lineParts.join(','))}::text[],
      ${items.map((item) => item.lineNos.join(','))}::text[], ${items.map((item) => item.usages)}::int[],
      ${items.map((item) => item.origMicros)}::bigint[], ${items.map((item) => item.usdMicros)}::bigint[],
      ${items.map((item) => match(item)?.trackId ?? null)}::text[], ${items.map((item) => match(item)?.releaseId ?? null)}::text[]
    ) AS t(id, isrc, upc, country, refund, title, artist, lines, parts, nos, usages, orig, usd, track, release)`;
}
