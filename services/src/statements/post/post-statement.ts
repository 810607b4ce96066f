import { randomBytes } from 'node:crypto';
import { Prisma, type PrismaClient } from '@slipcase/db';
import { currenciesWithoutRate, isSalesPeriod, type CurrencyTotal, type UsdRate } from '@slipcase/domain';
import { settleOwed } from '../../ledger/settle-owed';
import { ItemTotals } from './item-totals';
import { PostingBatches } from './posting-batches';
import { PostingProblem } from './posting-problem';
import { PostingLookups } from './posting-lookups';
import type { StatementSource } from './source';

export interface PostStatementInput {
  store: string;
  /** `YYYY-MM` when the caller names it; otherwise the file's own period. */
  period: string | null;
  sha256: string;
  fileNames: string[];
  format: string;
  /** US dollars per unit of each currency the statement's lines are in (none for US dollars). */
  usdRates: Readonly<Record<string, UsdRate>>;
  importedById?: string | null;
  workflowId?: string | null;
  source: StatementSource;
}

export type PostStatementResult =
  | { status: 'duplicate'; statementId: string }
  | {
      status: 'posted';
      statementId: string;
      period: string;
      lineCount: number;
      /** Each currency of its lines, alphabetical: their total, rate and US dollar worth. */
      currencies: CurrencyTotal[];
      usdMicros: bigint;
      suspenseUsdMicros: bigint;
      supersededId: string | null;
    };

const LONG_TRANSACTION = { timeout: 60 * 60_000, maxWait: 60_000 };

/**
 * Posts one statement in one database transaction: its items (its lines summed per recording, country, currency and
 * sign, with the lines' places in the stored files) matched to the catalogue, each currency converted once at its own
 * rate, its transaction in the ledger; a corrected re-issue of the store's period first reverses the earlier one. Any
 * problem (reading, a rate missing, period) leaves nothing posted. The same file again posts nothing.
 */
export async function postStatement(deps: { prisma: PrismaClient; now: Date }, input: PostStatementInput): Promise<PostStatementResult> {
  const key = { store: input.store, sha256: input.sha256 };
  const done = await deps.prisma.statement.findFirst({ where: { ...key, status: { in: ['posted', 'superseded'] } }, select: { id: true } });
  if (done) return { status: 'duplicate', statementId: done.id };
  // The transaction is open while the file is read, so what posting needs from the catalogue is looked up meanwhile;
  // a refused file rolls it back and leaves no trace but its report.
  return deps.prisma.$transaction(async (tx) => {
    // A file that failed before is tried again under the same record.
    const fields = { period: input.period ?? 'unknown', fileNames: input.fileNames, format: input.format, importedById: input.importedById, workflowId: input.workflowId };
    const statement = await tx.statement.upsert({
      where: { store_sha256: key },
      create: { ...key, ...fields },
      update: { ...fields, status: 'importing', problem: Prisma.DbNull },
      select: { id: true },
    });
    const known = input.period !== null && isSalesPeriod(input.period) ? input.period : null;
    const lookups = new PostingLookups(tx, known);
    const batches = new PostingBatches(tx, lookups, { id: statement.id, store: input.store }, input.usdRates, known);
    // Item ids in order (one random prefix, then a count) keep the items' index appending rather than scattering; 72
    // random bits tell statements apart, and a short id is less to write in each item and entry and less to compare.
    const prefix = randomBytes(9).toString('base64url');
    let count = 0;
    const totals = new ItemTotals(() => `${prefix}-${(count++).toString(36)}`);
    const currencies = new Set<string>();
    let period: string;
    try {
      for await (const batch of input.source.lines()) {
        for (const line of batch) {
          currencies.add(line.currency);
          totals.add(line);
        }
        lookups.add(totals.takeFresh());
        lookups.lookUp();
        lookups.check();
        batches.add(totals.takeClosed());
        await batches.keepUp();
      }
      if (totals.lineCount === 0) throw new PostingProblem('statement_empty');
      const missing = currenciesWithoutRate(currencies, input.usdRates);
      if (missing.length > 0) throw new PostingProblem('rate_missing', { currency: missing.join(', ') });
      period = await resolvePeriod(input.period, input.source);
      lookups.add(totals.takeFresh());
      await lookups.done(period);
      batches.add(totals.closeAll());
    } catch (error) {
      await batches.abandon();
      throw error;
    }
    const converted = await batches.finish(period);
    const single = converted.length === 1 ? converted[0]! : null;
    // A refund or a re-issue that took a balance below zero is carried as money owed; new earnings pay it back first.
    await settleOwed(tx);
    const { suspenseUsdMicros, recouped } = batches.shared;
    const supersededId = batches.supersededId;
    for (const [splitId, micros] of recouped) await tx.split.update({ where: { id: splitId }, data: { recoupedMicros: { increment: micros } } });
    const usdMicros = converted.reduce((sum, total) => sum + total.usdMicros, 0n);
    await tx.statementCurrency.createMany({
      data: converted.map((total) => ({ statementId: statement.id, currency: total.currency, usdRate: total.rate.text, totalMicros: total.totalMicros, usdMicros: total.usdMicros })),
    });
    await tx.statement.update({
      where: { id: statement.id },
      data: {
        period,
        status: 'posted',
        // One currency keeps its figures on the statement itself; several have them in StatementCurrency alone.
        currency: single?.currency ?? null,
        usdRate: single?.rate.text ?? null,
        lineCount: totals.lineCount,
        totalMicros: single?.totalMicros ?? 0n,
        usdMicros,
        suspenseUsdMicros,
        supersedesId: supersededId,
        postedAt: deps.now,
      },
    });
    return { status: 'posted', statementId: statement.id, period, lineCount: totals.lineCount, currencies: converted, usdMicros, suspenseUsdMicros, supersededId };
  }, LONG_TRANSACTION);
}

/** The period the caller named, checked against the file's own when it has one. */
async function resolvePeriod(given: string | null, source: StatementSource): Promise<string> {
  const covered = await source.period();
  const found = covered ? covered.start.slice(0, 7) : null;
  if (given && found && given !== found) throw new PostingProblem('period_mismatch', { given, found });
  const period = given ?? found;
  if (!period || !isSalesPeriod(period)) throw new PostingProblem('period_missing');
  return period;
}
