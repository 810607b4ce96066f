import type { PrismaClient } from '@slipcase/db';
import { AppError, formatMicros } from '@slipcase/domain';
import { currencyTotalTexts, listStatements, rematchSuspense, type RematchResult, type StatementCurrencyTotal, type StatementSummary } from '@slipcase/services';
import { table } from './format';
import { resolveOperator } from './operators';

/** A statement as `--json` prints it: amounts as decimal texts, a total and rate per currency of its lines. */
export interface StatementListed extends Omit<StatementSummary, 'currencies' | 'usdMicros' | 'suspenseUsdMicros' | 'importedBy'> {
  totals: StatementCurrencyTotal[];
  usd: string;
  suspenseUsd: string;
  importedBy: string | null;
}

export async function statementList(prisma: PrismaClient, limit: number): Promise<StatementListed[]> {
  return (await listStatements(prisma, { limit })).map(({ currencies, usdMicros, suspenseUsdMicros, importedBy, ...statement }) => ({
    ...statement,
    totals: currencyTotalTexts(currencies),
    usd: formatMicros(usdMicros),
    suspenseUsd: formatMicros(suspenseUsdMicros),
    importedBy: importedBy?.username ?? null,
  }));
}

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

export interface RematchReport {
  statements: { statementId: string; store: string; period: string; matched: number; moved: string; unmatched: number }[];
  matched: number;
  moved: string;
  unmatched: number;
}

/** Re-matches the suspense of one posted statement, or of all, as an operator. */
export async function rematchStatements(prisma: PrismaClient, input: { statement?: string; as?: string }): Promise<RematchReport> {
  await resolveOperator(prisma, input.as);
  if (input.statement) {
    const statement = await prisma.statement.findUnique({ where: { id: input.statement }, select: { status: true } });
    if (statement?.status !== 'posted') throw new AppError('not_found', 'statement', {}, `No posted statement ${input.statement}`);
  }
  const result: RematchResult = await rematchSuspense({ prisma, now: new Date() }, input.statement ? { statementId: input.statement } : { all: true });
  return {
    statements: result.statements.map(({ movedUsdMicros, ...statement }) => ({ ...statement, moved: formatMicros(movedUsdMicros) })),
    matched: result.matched,
    moved: formatMicros(result.movedUsdMicros),
    unmatched: result.unmatched,
  };
}

export function formatRematch(report: RematchReport): string {
  const moved = report.statements.filter((statement) => statement.matched > 0);
  const head =
    report.matched === 0
      ? 'Nothing new matched.'
      : `Matched ${report.matched} item${report.matched === 1 ? '' : 's'} again: ${report.moved} USD moved out of suspense.`;
  return [
    head,
    ...moved.map((statement) => `  ${statement.store} ${statement.period} (${statement.statementId}): ${statement.matched} matched, ${statement.moved} USD`),
    `${report.unmatched} item${report.unmatched === 1 ? '' : 's'} still match${report.unmatched === 1 ? 'es' : ''} no track or release.`,
  ].join('\n');
}
