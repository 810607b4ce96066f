import { join } from 'node:path';
import type { CatalogueSource } from './catalogue-source';
import type { Catalogue } from './export-report';
import type { ExportTally } from './export-tally';
import { saveStream } from './save-file';

export const ROYALTIES_FILE = 'royalties.csv';

/** `<dir>/royalties.csv`: the account's royalty lines and withdrawals, as the ledger's CSV writes them. */
export async function exportLedger(source: CatalogueSource, dir: string, tally: ExportTally): Promise<Catalogue['royalties']> {
  const saved = await saveStream(await source.ledger(), join(dir, ROYALTIES_FILE));
  tally.count(ROYALTIES_FILE, saved);
  return { path: ROYALTIES_FILE, sha256: saved.sha256, bytes: saved.bytes };
}
