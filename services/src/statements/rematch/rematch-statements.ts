import type { PrismaClient } from '@slipcase/db';
import { AppError, formatMicros } from '@slipcase/domain';
import { rematchSuspense, type RematchResult } from './rematch-suspense';
import { listSuspense } from './suspense-items';

/** What a re-match moved, in exact US dollar texts: what the console, `/v1` and `slipcase statements rematch` answer. */
export interface RematchReport {
  statements: { statementId: string; store: string; period: string; matched: number; moved: string; unmatched: number }[];
  matched: number;
  moved: string;
  unmatched: number;
}

/**
 * "Match again", as an operator asks it (the console, `/v1`, the CLI): one statement's suspense, or every posted
 * statement's when `statementId` is absent. A statement that does not exist is `not_found`; one that is not posted
 * (importing, failed, superseded) is refused with `statement_not_posted`, never silently matched as nothing.
 */
export async function rematchStatements(deps: { prisma: PrismaClient; now: Date }, input: { statementId?: string | null }): Promise<RematchResult> {
  const statementId = input.statementId?.trim() || null;
  if (statementId) {
    const statement = await deps.prisma.statement.findUnique({ where: { id: statementId }, select: { status: true } });
    if (!statement) throw new AppError('not_found', 'statementId', { statementId }, `No statement ${statementId}`);
    if (statement.status !== 'posted') throw new AppError('statement_not_posted', 'statementId', { statementId });
  }
  return rematchSuspense(deps, statementId ? { statementId } : { all: true });
}

/** A re-match's result with its amounts as exact texts. */
export function rematchReport(result: RematchResult): RematchReport {
  return {
    statements: result.statements.map(({ movedUsdMicros, ...statement }) => ({ ...statement, moved: formatMicros(movedUsdMicros) })),
    matched: result.matched,
    moved: formatMicros(result.movedUsdMicros),
    unmatched: result.unmatched,
  };
}

/** The money in suspense, grouped by code, in exact US dollar texts: what `/v1` and `slipcase statements suspense` show. */
export interface SuspenseReport {
  total: string;
  groups: {
    code: string;
    kind: 'isrc' | 'upc' | 'none';
    title: string | null;
    artist: string | null;
    lines: number;
    usd: string;
    statements: { statementId: string; store: string; period: string; lines: number; usd: string }[];
  }[];
}

/** The suspense of every posted statement, the largest amount first (at most `limit` groups; the total is of all). */
export async function suspenseReport(deps: { prisma: PrismaClient }, input: { limit?: number } = {}): Promise<SuspenseReport> {
  const groups = await listSuspense(deps.prisma);
  const total = groups.reduce((sum, group) => sum + group.usdMicros, 0n);
  return {
    total: formatMicros(total),
    groups: groups.slice(0, input.limit ?? groups.length).map(({ usdMicros, statements, ...group }) => ({
      ...group,
      usd: formatMicros(usdMicros),
      statements: statements.map(({ usdMicros: partMicros, ...part }) => ({ ...part, usd: formatMicros(partMicros) })),
    })),
  };
}
