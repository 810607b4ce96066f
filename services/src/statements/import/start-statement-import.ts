import { createHash, randomUUID } from 'node:crypto';
import { AppError, isSalesPeriod } from '@slipcase/domain';
import type { ServiceDeps } from '../../deps';
import type { StartedWorkflow, StatementImportWorkflows } from '../../ports/workflows';
import { parseStatementImportRequest, type StatementImportRequest } from './statement-import-request';
import { parseUsdRates } from './usd-rates';

export type { StatementImportRequest } from './statement-import-request';

export interface StartedStatementImport extends StartedWorkflow {
  sha256: string;
}

const SAFE_NAME = /[^A-Za-z0-9._-]+/g;
export const STATEMENT_MAX_FILES = 50;

/** CSV by its extension, else the DSR flat file (`.tsv`, `.txt`, gzipped or not). */
export function statementFormat(fileName: string): 'dsr' | 'csv' {
  return /\.csv(\.gz)?$/i.test(fileName) ? 'csv' : 'dsr';
}

/**
 * Stores an operator's statement files and starts their import workflow, keyed by store, period and the files'
 * SHA-256 (one file's own; for several, that of their SHA-256s in part order). Checks what can be checked before
 * reading: its input's keys, the store, the period, the rates, the files' count and kind.
 */
export async function startStatementImport(
  deps: Pick<ServiceDeps, 'storage' | 'stores'> & { statements: StatementImportWorkflows },
  request: StatementImportRequest,
): Promise<StartedStatementImport> {
  const input = parseStatementImportRequest(request);
  if (!deps.stores.some((store) => store.id === input.store)) throw new AppError('invalid_choice', 'store', { value: input.store });
  const period = input.period?.trim() || null;
  if (period !== null && !isSalesPeriod(period)) throw new AppError('invalid_period', 'period', { period });
  const usdRates = parseUsdRates(input.rates ?? []);
  if (input.files.length === 0) throw new AppError('required', 'files');
  if (input.files.length > STATEMENT_MAX_FILES) throw new AppError('too_long', 'files', { max: STATEMENT_MAX_FILES });
  const formats = new Set(input.files.map((file) => statementFormat(file.name)));
  if (formats.size > 1) throw new AppError('invalid_choice', 'files');
  const folder = `statements/${randomUUID()}`;
  const files: { name: string; key: string; sha256: string }[] = [];
  for (const [index, file] of input.files.entries()) {
    const key = `${folder}/${index + 1}-${file.name.replace(SAFE_NAME, '_').slice(-80) || 'statement'}`;
    const stored = await deps.storage.put(key, file.source);
    files.push({ name: file.name, key, sha256: stored.sha256 });
  }
  const sha256 = files.length === 1 ? files[0]!.sha256 : createHash('sha256').update(files.map((file) => file.sha256).join('\n')).digest('hex');
  const started = await deps.statements.start({
    store: input.store,
    period,
    sha256,
    format: [...formats][0]!,
    files: files.map(({ name, key }) => ({ name, key })),
    usdRates,
    importedById: input.importedById,
  });
  return { ...started, sha256 };
}
