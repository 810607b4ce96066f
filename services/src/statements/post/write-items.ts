import type { DbClient } from '@slipcase/db';
import { insertJsonRows } from '../../ledger/json-rows';
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
  for (let start = 0; start < items.length; start += ITEM_CHUNK) {
    const rows = items.slice(start, start + ITEM_CHUNK).map((item, offset) => ({
      ...item,
      lineParts: Array.from(lines.parts(start + offset)),
      lineNos: Array.from(lines.lineNos(start + offset)),
      trackId: matches.get(item.id)?.trackId ?? null,
      releaseId: matches.get(item.id)?.releaseId ?? null,
    }));
    await insertJsonRows(db, 'StatementItem', ITEM_COLUMNS, rows, { statementId });
  }
}
