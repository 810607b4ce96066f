import type { DbClient } from '@slipcase/db';
import { JsonRowWriter, type JsonRow } from '../../ledger/json-rows';
import type { ItemTotal } from './item-totals';
import type { ItemLines } from './line-places';
import type { ItemMatch } from './match-items';

const ITEM_COLUMNS = {
  id: 'text',
  isrc: 'text',
  upc: 'text',
  country: 'text',
  refund: 'boolean',
  title: 'text',
  artist: 'text',
  lines: 'int',
  lineParts: 'int[]',
  lineNos: 'int[]',
  usages: 'int',
  origMicros: 'bigint',
  usdMicros: 'bigint',
  trackId: 'text',
  releaseId: 'text',
};

/** Items written per statement: a chunk's rows are one JSON document, so memory stays bounded. */
const ITEM_CHUNK = 5_000;

/** Writes a statement's items with what each matched and where its lines are (`lines`, by the item's place). */
export async function writeItems(
  db: DbClient,
  statementId: string,
  items: readonly (ItemTotal & { usdMicros: bigint })[],
  lines: ItemLines,
  matches: ReadonlyMap<string, ItemMatch>,
): Promise<void> {
  const writer = new JsonRowWriter(db);
  for (let start = 0; start < items.length; start += ITEM_CHUNK) {
    const rows = items.slice(start, start + ITEM_CHUNK).map((item, offset): JsonRow => {
      const match = matches.get(item.id);
      return {
        id: item.id,
        isrc: item.isrc,
        upc: item.upc,
        country: item.country,
        refund: item.refund,
        title: item.title,
        artist: item.artist,
        lines: item.lines,
        lineParts: list(lines.parts(start + offset)),
        lineNos: list(lines.lineNos(start + offset)),
        usages: item.usages,
        origMicros: item.origMicros.toString(),
        usdMicros: item.usdMicros.toString(),
        trackId: match?.trackId ?? null,
        releaseId: match?.releaseId ?? null,
      };
    });
    await writer.insert('StatementItem', ITEM_COLUMNS, rows, { statementId });
  }
  await writer.flush();
}

/** A typed array as a plain one for JSON: a loop, where Array.from walks an iterator and cost more than the rest. */
function list(numbers: Int32Array): number[] {
  const plain = new Array<number>(numbers.length);
  for (let index = 0; index < numbers.length; index++) plain[index] = numbers[index]!;
  return plain;
}
