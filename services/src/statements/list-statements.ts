import type { DbClient, StatementStatus } from '@slipcase/db';

export interface RecordedStatementProblem {
  code: string;
  message: string;
  part?: number;
  lineNo?: number;
  detail?: string;
}

export interface StatementSummary {
  id: string;
  store: string;
  period: string;
  fileNames: string[];
  format: string;
  status: StatementStatus;
  currency: string | null;
  usdRate: string | null;
  lineCount: number;
  totalMicros: bigint;
  usdMicros: bigint;
  suspenseUsdMicros: bigint;
  problem: RecordedStatementProblem | null;
  workflowId: string | null;
  importedBy: { id: string; username: string } | null;
  createdAt: Date;
  postedAt: Date | null;
}

function problemOf(value: unknown): RecordedStatementProblem | null {
  if (!value || typeof value !== 'object') return null;
  const { code, message, part, lineNo, detail } = value as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  return {
    code,
    message: typeof message === 'string' ? message : '',
    ...(typeof part === 'number' && { part }),
    ...(typeof lineNo === 'number' && { lineNo }),
    ...(typeof detail === 'string' && { detail }),
  };
}

/** The imported statements, newest first, with who imported each. */
export async function listStatements(db: DbClient, options: { limit?: number } = {}): Promise<StatementSummary[]> {
  const statements = await db.statement.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: options.limit ?? 200 });
  const importerIds = [...new Set(statements.flatMap((statement) => (statement.importedById ? [statement.importedById] : [])))];
  const importers = new Map(
    (await db.user.findMany({ where: { id: { in: importerIds } }, select: { id: true, username: true } })).map((user) => [user.id, user]),
  );
  return statements.map((statement) => ({
    id: statement.id,
    store: statement.store,
    period: statement.period,
    fileNames: statement.fileNames,
    format: statement.format,
    status: statement.status,
    currency: statement.currency,
    usdRate: statement.usdRate,
    lineCount: statement.lineCount,
    totalMicros: statement.totalMicros,
    usdMicros: statement.usdMicros,
    suspenseUsdMicros: statement.suspenseUsdMicros,
    problem: problemOf(statement.problem),
    workflowId: statement.workflowId,
    importedBy: statement.importedById ? (importers.get(statement.importedById) ?? null) : null,
    createdAt: statement.createdAt,
    postedAt: statement.postedAt,
  }));
}
