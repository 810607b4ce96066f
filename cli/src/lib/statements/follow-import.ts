import type { StatementImportStatusJson } from '@slipcase/api-contract/statement-console-schemas';
import type { StatementImportReport } from './statement-desk';

const FIRST_WAIT_MS = 200;
const LONGEST_WAIT_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Importing statement:…: 12,000 lines read` as the import goes, one line per news (a CI log stays readable). */
function progressLine(status: StatementImportStatusJson): string {
  const read = status.linesRead === null ? 'started' : `${status.linesRead.toLocaleString('en-US')} lines read`;
  return `Importing ${status.workflowId}: ${read}\n`;
}

/**
 * Asks `look` how the import stands until it has ended (posted, duplicate or failed), saying on `progress` how far
 * it has read whenever that changed; answers how it ended, as the import's result reads.
 */
export async function followImport(look: () => Promise<StatementImportStatusJson>, progress: { write(text: string): unknown }): Promise<StatementImportReport> {
  let said = '';
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    const status = await look();
    if (status.status !== 'importing') {
      const { linesRead: _importing, ...ended } = status;
      return ended;
    }
    const line = progressLine(status);
    if (line !== said) progress.write(line);
    said = line;
    await sleep(wait);
  }
}
