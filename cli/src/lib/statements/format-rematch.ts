import type { RematchReport } from './statement-desk';

const items = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/** What a re-match moved out of suspense, statement by statement, and what still matches nothing. */
export function formatRematch(report: RematchReport): string {
  const moved = report.statements.filter((statement) => statement.matched > 0);
  const head = report.matched === 0 ? 'Nothing new matched.' : `Matched ${items(report.matched)} again: ${report.moved} USD moved out of suspense.`;
  return [
    head,
    ...moved.map((statement) => `  ${statement.store} ${statement.period} (${statement.statementId}): ${statement.matched} matched, ${statement.moved} USD`),
    `${items(report.unmatched)} still match${report.unmatched === 1 ? 'es' : ''} no track or release.`,
  ].join('\n');
}
