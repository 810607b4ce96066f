import { join } from 'node:path';
import type { ApiClient } from '../remote/api-client';
import type { Catalogue } from './export-report';
import type { ExportTally } from './export-tally';
import { saveStream } from './save-file';

export const ROYALTIES_FILE = 'royalties.csv';

/** `<dir>/royalties.csv`: the account's royalty lines and withdrawals, as the server writes the ledger. */
export async function exportLedger(api: ApiClient, dir: string, tally: ExportTally): Promise<Catalogue['royalties']> {
  const response = await api.download('royalties/ledger');
  const saved = await saveStream(response.body, join(dir, ROYALTIES_FILE));
  tally.count(ROYALTIES_FILE, saved);
  return { path: ROYALTIES_FILE, sha256: saved.sha256, bytes: saved.bytes };
}
