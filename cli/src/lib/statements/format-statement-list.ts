import type { StatementListed } from '@slipcase/services/statements/list-statements';
import { table } from '../format';

const STATUS = { importing: 'importing', posted: 'posted', failed: 'failed', superseded: 'superseded (corrected)' } as const;
const time = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The statements newest first, one row each; a failed one's problem (with its line and part) under them. */
export function formatStatementList(statements: StatementListed[]): string {
  if (statements.length === 0) return 'No statements imported yet.';
  const rows = [['ID', 'Store', 'Period', 'Status', 'Lines', 'Total', 'USD', 'Suspense', 'Imported']];
  const problems = new Map<string, string>();
  for (const statement of statements) {
    const counted = statement.status === 'posted' || statement.status === 'superseded';
    rows.push([
      statement.id,
      statement.store,
      statement.period,
      STATUS[statement.status],
      counted ? String(statement.lineCount) : '-',
      counted ? statement.totals.map(({ total, currency }) => `${total} ${currency}`).join(' + ') : '-',
      counted ? statement.usd : '-',
      counted ? statement.suspenseUsd : '-',
      `${time(statement.createdAt)}${statement.importedBy ? ` by ${statement.importedBy}` : ''}`,
    ]);
    // The importer's words already say the line and part, when there is one.
    if (statement.problem) problems.set(statement.id, `  ${statement.id}: ${statement.problem.message}`);
  }
  const lines = table(rows);
  return [...lines, ...(problems.size ? ['', 'Problems:', ...problems.values()] : [])].join('\n');
}
