import type { DbClient } from '@slipcase/db';
import { openRows, withRows } from '../../ledger/bulk-rows';
import type { Cell } from '../../ledger/copy-text';
import { placesOf, type ItemTotal } from './item-totals';
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

/** Writes some of a statement's items, with what each matched (`matchOf`) and where its lines are. */
export async function writeItems(
  db: DbClient,
  statementId: string,
  items: readonly (ItemTotal & { usdMicros: bigint })[],
  matchOf: (item: ItemTotal) => ItemMatch | undefined,
): Promise<void> {
  const writer = await openRows(db, 'StatementItem', ITEM_COLUMNS, { statementId });
  await withRows(writer, async () => {
    for (let start = 0; start < items.length; start += ITEM_CHUNK) {
      const rows = items.slice(start, start + ITEM_CHUNK).map((item): Cell[] => {
        const match = matchOf(item);
        const { parts, lineNos } = placesOf(item);
        return [
          item.id,
          item.isrc,
          item.upc,
          item.country,
          item.refund,
          item.title,
          item.artist,
          item.lines,
          parts,
          lineNos,
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
