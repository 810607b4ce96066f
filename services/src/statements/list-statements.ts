import type { DbClient, StatementStatus } from '@slipcase/db';
import { formatMicros } from '@slipcase/domain';
import type { StatementCurrencyTotal } from '../ports/workflows';

export interface RecordedStatementProblem {
  code: string;
  message: string;
  part?: number;
  lineNo?: number;
  detail?: string;
}

/** A statement's lines in one currency: their total, the rate (US dollars for one unit) and their US dollar worth. */
export interface StatementCurrencySummary {
  currency: string;
  usdRate: string;
  totalMicros: bigint;
  usdMicros: bigint;
}

/** Each currency's total and rate as texts, as the import's result, the console and the CLI give them. */
export function currencyTotalTexts(currencies: readonly Pick<StatementCurrencySummary, 'currency' | 'usdRate' | 'totalMicros'>[]): StatementCurrencyTotal[] {
  return currencies.map(({ currency, usdRate, totalMicros }) => ({ currency, total: formatMicros(totalMicros), usdRate }));
}

export interface StatementSummary {
  id: string;
  store: string;
  period: string;
  fileNames: string[];
  format: string;
  status: StatementStatus;
  lineCount: number;
  /** Each currency of a posted (or superseded) statement, alphabetical; empty for one that posted nothing. */
  currencies: StatementCurrencySummary[];
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
  const statements = await db.statement.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: options.limit ?? 200,
    include: { currencies: { select: { currency: true, usdRate: true, totalMicros: true, usdMicros: true }, orderBy: { currency: 'asc' } } },
  });
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
    lineCount: statement.lineCount,
    currencies: statement.currencies,
    usdMicros: statement.usdMicros,
    suspenseUsdMicros: statement.suspenseUsdMicros,
    problem: problemOf(statement.problem),
    workflowId: statement.workflowId,
    importedBy: statement.importedById ? (importers.get(statement.importedById) ?? null) : null,
    createdAt: statement.createdAt,
    postedAt: statement.postedAt,
  }));
}

/** A statement as the CLI and `/v1` give it: amounts as decimal texts, a total and rate per currency of its lines. */
export interface StatementListed extends Omit<StatementSummary, 'currencies' | 'usdMicros' | 'suspenseUsdMicros' | 'importedBy'> {
  totals: StatementCurrencyTotal[];
  usd: string;
  suspenseUsd: string;
  /** The importer's username. */
  importedBy: string | null;
}

/** The imported statements, newest first, as the CLI prints them and `GET /v1/operator/statements` answers them. */
export async function listedStatements(db: DbClient, options: { limit?: number } = {}): Promise<StatementListed[]> {
  return (await listStatements(db, options)).map(({ currencies, usdMicros, suspenseUsdMicros, importedBy, ...statement }) => ({
    ...statement,
    totals: currencyTotalTexts(currencies),
    usd: formatMicros(usdMicros),
    suspenseUsd: formatMicros(suspenseUsdMicros),
    importedBy: importedBy?.username ?? null,
  }));
}
