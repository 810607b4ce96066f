import { formatMicros, parseDecimalMicros } from '@slipcase/domain';
import type { StatementImportReport } from './statement-desk';

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
