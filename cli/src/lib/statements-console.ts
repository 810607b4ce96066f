import type { PrismaClient } from '@slipcase/db';
import { AppError, formatMicros } from '@slipcase/domain';
import { rematchSuspense, type RematchResult } from '@slipcase/services';
import { resolveOperator } from './operators';

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
