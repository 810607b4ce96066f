import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@slipcase/db';
import { convertToUsd, isSalesPeriod, USD_PARITY, type UsdRate } from '@slipcase/domain';
import { postTransaction } from '../../ledger/post-transaction';
import { settleOwed } from '../../ledger/settle-owed';
import { ItemTotals, type ItemTotal } from './item-totals';
import { matchItems } from './match-items';
import { PostingProblem } from './posting-problem';
import { ownerShares, splitsInForce } from './shares-in-force';
import type { StatementSource } from './source';
import { statementAccounts, statementEntries, type SharingTotals } from './statement-entries';
import { supersedeEarlier } from './supersede';
import { writeItems } from './write-items';

export interface PostStatementInput {
  store: string;
  /** `YYYY-MM` when the caller names it; otherwise the file's own period. */
  period: string | null;
  sha256: string;
  fileNames: string[];
  format: string;
  /** US dollars per unit of each currency the statement may be in. */
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
      currency: string;
      totalMicros: bigint;
      usdMicros: bigint;
      suspenseUsdMicros: bigint;
      supersededId: string | null;
    };

const LONG_TRANSACTION = { timeout: 60 * 60_000, maxWait: 60_000 };

/**
 * Posts one statement in one database transaction: its items (its lines summed per recording, country and sign,
 * with the lines' places in the stored files) matched to the catalogue,
 * its transaction in the ledger; a corrected re-issue of the store's period first reverses the earlier one. Any
 * problem (reading, rate, period) leaves nothing posted. The same file again posts nothing.
 */
export async function postStatement(deps: { prisma: PrismaClient; now: Date }, input: PostStatementInput): Promise<PostStatementResult> {
  const key = { store: input.store, sha256: input.sha256 };
  const done = await deps.prisma.statement.findFirst({ where: { ...key, status: { in: ['posted', 'superseded'] } }, select: { id: true } });
  if (done) return { status: 'duplicate', statementId: done.id };
  // Read and checked whole before the database is written to: a refused file leaves no trace but its report.
  // Item ids in order (one random prefix, then a count) keep the items' index appending rather than scattering.
  const prefix = randomUUID();
  let count = 0;
  const totals = new ItemTotals(() => `${prefix}-${(count++).toString(36)}`);
  const currencies = new Set<string>();
  for await (const batch of input.source.lines()) {
    for (const line of batch) {
      currencies.add(line.currency);
      totals.add(line);
    }
  }
  if (totals.lineCount === 0) throw new PostingProblem('statement_empty');
  if (currencies.size > 1) throw new PostingProblem('currency_mixed', { currencies: [...currencies].join(', ') });
  const currency = [...currencies][0]!;
  const rate = currency === 'USD' ? USD_PARITY : input.usdRates[currency];
  if (!rate) throw new PostingProblem('rate_missing', { currency });
  const period = await resolvePeriod(input.period, input.source);
  const items = convertItems(totals.items(), rate);
  return deps.prisma.$transaction(async (tx) => {
    // A file that failed before is tried again under the same record.
    const fields = { period, fileNames: input.fileNames, format: input.format, importedById: input.importedById, workflowId: input.workflowId };
    const statement = await tx.statement.upsert({
      where: { store_sha256: key },
      create: { ...key, ...fields },
      update: { ...fields, status: 'importing', problem: Prisma.DbNull },
      select: { id: true },
    });
    const matches = await matchItems(tx, items);
    const owners = [...new Set([...matches.values()].map((match) => match.ownerId))];
    const releases = [...new Set([...matches.values()].map((match) => match.releaseId))];
    const posting = {
      statementId: statement.id,
      store: input.store,
      period,
      currency,
      rate,
      items,
      matches,
      shares: await ownerShares(tx, owners, period),
      splitFor: await splitsInForce(tx, releases, period),
    };
    const supersededId = await supersedeEarlier(tx, { store: input.store, period, statementId: statement.id });
    await writeItems(tx, statement.id, items, totals.lines(), matches);
    const shared: SharingTotals = { suspenseUsdMicros: 0n, recouped: new Map(), feeMicros: 0n };
    await postTransaction(tx, {
      kind: 'statement',
      statementId: statement.id,
      period,
      memo: `${input.store} ${period}`,
      entries: statementEntries(posting, shared),
      accounts: statementAccounts(posting, [...new Set(matches.values())]),
    });
    // A refund or a re-issue that took a balance below zero is carried as money owed; new earnings pay it back first.
    await settleOwed(tx);
    const { suspenseUsdMicros, recouped } = shared;
    for (const [splitId, micros] of recouped) await tx.split.update({ where: { id: splitId }, data: { recoupedMicros: { increment: micros } } });
    const usdMicros = items.reduce((sum, item) => sum + item.usdMicros, 0n);
    await tx.statement.update({
      where: { id: statement.id },
      data: {
        period,
        status: 'posted',
        currency,
        usdRate: rate.text,
        lineCount: totals.lineCount,
        totalMicros: totals.totalMicros,
        usdMicros,
        suspenseUsdMicros,
        supersedesId: supersededId,
        postedAt: deps.now,
      },
    });
    return { status: 'posted', statementId: statement.id, period, lineCount: totals.lineCount, currency, totalMicros: totals.totalMicros, usdMicros, suspenseUsdMicros, supersededId };
  }, LONG_TRANSACTION);
}

/** Each item with its US dollar worth, set on the item itself: a statement's items are not copied a second time. */
function convertItems(items: ItemTotal[], rate: UsdRate): (ItemTotal & { usdMicros: bigint })[] {
  const usd = convertToUsd(
    items.map((item) => item.origMicros),
    rate,
  );
  return items.map((item, index) => Object.assign(item, { usdMicros: usd[index]! }));
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
