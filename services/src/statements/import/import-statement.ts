import type { PrismaClient } from '@slipcase/db';
import { formatMicros } from '@slipcase/domain';
import type { FileStorage } from '../../storage/storage';
import type { StatementImportInput, StatementImportState } from '../../ports/workflows';
import { currencyTotalTexts } from '../list-statements';
import { postStatement } from '../post/post-statement';
import { PostingProblem } from '../post/posting-problem';
import type { StatementSource } from '../post/source';
import { usdRatesOf } from './usd-rates';

/** A problem found while reading a statement: its code, plain words, and where. */
export interface ReadingProblem extends Error {
  code: string;
  part?: number;
  lineNo?: number;
  /** What the problem's message names (a count, a currency), for saying it in the operator's language. */
  detail?: string;
}

export interface ImportStatementDeps {
  prisma: PrismaClient;
  now: Date;
  storage: FileStorage;
  /** Opens the stored files as one statement (the readers of ../read); reading problems are thrown as `isProblem` says. */
  open(files: { name: string; path: string }[], format: 'dsr' | 'csv', store: string, period: string | null): StatementSource;
  isProblem(error: unknown): error is ReadingProblem;
  /** Called after each batch of lines, with how many were read so far. */
  progress?(lines: number): void;
  /** The import's workflow, recorded on the statement for the operator's link to its run. */
  workflowId?: string;
}

/**
 * The import activity's work: reads the stored files and posts them (all or nothing). A statement that fails a
 * check is recorded as failed with the problem in plain words, and the import ends there (retrying would find
 * the same); anything else (the database away) is thrown, to be retried.
 */
export async function importStatement(deps: ImportStatementDeps, input: StatementImportInput): Promise<StatementImportState> {
  const files = input.files.map((file) => ({ name: file.name, path: deps.storage.path(file.key) }));
  const source = deps.open(files, input.format, input.store, input.period);
  let read = 0;
  const counted: StatementSource = {
    period: () => source.period(),
    async *lines() {
      for await (const batch of source.lines()) {
        yield batch;
        read += batch.length;
        deps.progress?.(read);
      }
    },
  };
  try {
    const result = await postStatement(deps, {
      store: input.store,
      period: input.period,
      sha256: input.sha256,
      fileNames: input.files.map((file) => file.name),
      format: input.format,
      usdRates: usdRatesOf(input.usdRates),
      importedById: input.importedById,
      workflowId: deps.workflowId ?? null,
      source: counted,
    });
    // After the posting's transaction (post-statement.ts is not told where files are kept): a retry that finds the
    // statement posted records them then, and a statement's first keys are never replaced.
    await deps.prisma.statement.updateMany({ where: { id: result.statementId, fileKeys: { isEmpty: true } }, data: { fileKeys: input.files.map((file) => file.key) } });
    if (result.status === 'duplicate') return { status: 'duplicate', statementId: result.statementId };
    return {
      status: 'posted',
      statementId: result.statementId,
      period: result.period,
      lineCount: result.lineCount,
      totals: currencyTotalTexts(result.currencies.map((total) => ({ ...total, usdRate: total.rate.text }))),
      usdTotal: formatMicros(result.usdMicros),
      suspenseUsd: formatMicros(result.suspenseUsdMicros),
    };
  } catch (error) {
    const problem =
      error instanceof PostingProblem
        ? { code: error.code, message: error.message, ...(error.detail && { detail: error.detail }) }
        : deps.isProblem(error)
          ? describe(error)
          : null;
    if (!problem) throw error;
    const failed = await deps.prisma.statement.upsert({
      where: { store_sha256: { store: input.store, sha256: input.sha256 } },
      create: {
        store: input.store,
        sha256: input.sha256,
        period: input.period ?? 'unknown',
        fileNames: input.files.map((file) => file.name),
        format: input.format,
        status: 'failed',
        problem,
        importedById: input.importedById,
        workflowId: deps.workflowId ?? null,
      },
      update: { status: 'failed', problem, workflowId: deps.workflowId ?? null },
      select: { id: true },
    });
    return { status: 'failed', statementId: failed.id, problem };
  }
}

function describe(error: ReadingProblem) {
  return { code: error.code, message: error.message, ...(error.part !== undefined && { part: error.part }), ...(error.lineNo !== undefined && { lineNo: error.lineNo }), ...(error.detail && { detail: error.detail }) };
}
