import type { DbClient } from '@slipcase/db';
import { openRows, withRows } from '../../ledger/bulk-rows';
import type { Cell } from '../../ledger/copy-text';
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
  currency: 'text',
  origMicros: 'bigint',
  usdMicros: 'bigint',
  trackId: 'text',
  releaseId: 'text',
};

/** Items handed to the writer at a time: small for the reason `ENTRY_CHUNK` is (ledger/post-transaction.ts). */
const ITEM_CHUNK = 500;

/** Writes a statement's items with what each matched and where its lines are (`lines`, by the item's place). */
export async function writeItems(
  db: DbClient,
  statementId: string,
  items: readonly (ItemTotal & { usdMicros: bigint })[],
  lines: ItemLines,
  matches: ReadonlyMap<string, ItemMatch>,
): Promise<void> {
  const writer = await openRows(db, 'StatementItem', ITEM_COLUMNS, { statementId });
  await withRows(writer, async () => {
    for (let start = 0; start < items.length; start += ITEM_CHUNK) {
      const rows = items.slice(start, start + ITEM_CHUNK).map((item, offset): Cell[] => {
        const match = matches.get(item.id);
        return [
          item.id,
          item.isrc,
          item.upc,
          item.country,
          item.refund,
          item.title,
          item.artist,
          item.lines,
          lines.parts(start + offset),
          lines.lineNos(start + offset),
          item.usages,
          item.currency,
          item.origMicros,
          item.usdMicros,
          match?.trackId ?? null,
          match?.releaseId ?? null,
        ];
      });
      await writer.insert(rows);
    }
  });
}
