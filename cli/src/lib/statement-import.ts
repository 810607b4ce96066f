import { basename } from 'node:path';
import type { PrismaClient } from '@slipcase/db';
import { formatMicros, parseDecimalMicros } from '@slipcase/domain';
import { startStatementImport, type StatementImportRequest, type StatementImportState } from '@slipcase/services';
import { resolveOperator } from './operators';
import { connectTemporal } from './temporal';
import { localUseCaseDeps } from './use-case-deps';

export interface StatementImportReport extends StatementImportState {
  workflowId: string;
  sha256: string;
}

/** The use case's request as the command gives it: local paths for the files, the operator resolved here. */
export type LocalStatementImport = Omit<StatementImportRequest, 'files' | 'importedById'> & { files: string[] };

/**
 * Starts the import of local files as the operator `as` names and waits for the workflow to finish. The request goes
 * to the use case as it is: a key it does not take fails at its door rather than being dropped on the way.
 */
export async function importStatementFiles(prisma: PrismaClient, as: string | undefined, request: LocalStatementImport): Promise<StatementImportReport> {
  const operator = await resolveOperator(prisma, as);
  const deps = await localUseCaseDeps(prisma, { client: await connectTemporal() });
  const started = await startStatementImport(deps, {
    ...request,
    files: request.files.map((path) => ({ name: basename(path), source: path })),
    importedById: operator.id,
  });
  const state = await deps.statements.result(started.workflowId);
  return { ...state, workflowId: started.workflowId, sha256: started.sha256 };
}

const money = (text: string | undefined, currency = 'USD') => `${formatMicros(parseDecimalMicros(text ?? '0') ?? 0n)} ${currency}`;

/** What an operator reads after an import: what was posted, or why nothing was. */
export function formatStatementImport(report: StatementImportReport): string {
  if (report.status === 'duplicate') return `Already imported (statement ${report.statementId}): nothing posted again.`;
  if (report.status === 'failed') {
    // The problem's own words name its line and part.
    return `Nothing was posted: ${report.problem?.message ?? 'the import failed.'}`;
  }
  // One line per currency of the statement, each with the rate it was converted at.
  const totals = (report.totals ?? []).map(({ currency, total, usdRate }, index) =>
    `  ${index === 0 ? 'Total' : '     '}      ${money(total, currency)}${currency === 'USD' ? '' : ` at ${usdRate} USD per ${currency}`}`,
  );
  return [
    `Posted statement ${report.statementId} for ${report.period}`,
    `  Lines      ${report.lineCount}`,
    ...totals,
    `  In USD     ${money(report.usdTotal)}`,
    `  Suspense   ${money(report.suspenseUsd)} (lines that matched no track or release)`,
  ].join('\n');
}
