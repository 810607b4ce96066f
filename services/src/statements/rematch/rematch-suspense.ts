import type { Prisma, PrismaClient } from '@slipcase/db';
import { suspense } from '../../ledger/accounts';
import { postTransaction, type EntryInput } from '../../ledger/post-transaction';
import { settleOwed } from '../../ledger/settle-owed';
import { matchItems } from '../post/match-items';
import { ownerShares, splitsInForce } from '../post/shares-in-force';
import { feeEntry, itemEntries } from '../post/statement-entries';

/** One statement's items, or every posted statement's. */
export type RematchInput = { statementId: string } | { all: true };

export interface StatementRematch {
  statementId: string;
  store: string;
  period: string;
  /** Items now matched, and the US dollar millionths they moved out of suspense. */
  matched: number;
  movedUsdMicros: bigint;
  /** Items still matching nothing: they stay in suspense. */
  unmatched: number;
}

export interface RematchResult {
  statements: StatementRematch[];
  matched: number;
  movedUsdMicros: bigint;
  unmatched: number;
}

const UNMATCHED = { trackId: null, releaseId: null } as const;

/**
 * Matches a statement's suspense items again (after an ISRC or UPC was corrected in the catalogue) and moves the
 * money of each item that now matches out of suspense: one balanced `rematch` transaction per statement, shared by
 * the owner's plan on the period's last day and the split in force then, exactly as the statement's posting would
 * have. Items still matching nothing stay. A second run moves nothing.
 */
export async function rematchSuspense(deps: { prisma: PrismaClient; now: Date }, input: RematchInput): Promise<RematchResult> {
  const statementIds =
    'statementId' in input
      ? [input.statementId]
      : (
          await deps.prisma.statement.findMany({
            where: { status: 'posted', items: { some: UNMATCHED } },
            select: { id: true },
            orderBy: { createdAt: 'asc' },
          })
        ).map((statement) => statement.id);
  const statements: StatementRematch[] = [];
  for (const statementId of statementIds) {
    const done = await deps.prisma.$transaction((tx) => rematchStatement(tx, statementId, deps.now));
    if (done) statements.push(done);
  }
  return {
    statements,
    matched: statements.reduce((sum, statement) => sum + statement.matched, 0),
    movedUsdMicros: statements.reduce((sum, statement) => sum + statement.movedUsdMicros, 0n),
    unmatched: statements.reduce((sum, statement) => sum + statement.unmatched, 0),
  };
}

async function rematchStatement(tx: Prisma.TransactionClient, statementId: string, now: Date): Promise<StatementRematch | null> {
  // Two re-matches of one statement at once wait for each other: the second finds nothing left to move.
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Statement" WHERE id = ${statementId} AND status = 'posted' FOR UPDATE`;
  if (locked.length === 0) return null;
  const statement = await tx.statement.findUniqueOrThrow({ where: { id: statementId }, include: { currencies: { select: { currency: true, usdRate: true } } } });
  const rates = new Map(statement.currencies.map((total) => [total.currency, total.usdRate]));
  const items = await tx.statementItem.findMany({ where: { statementId, ...UNMATCHED }, orderBy: { id: 'asc' } });
  const totals = items.map((item) => ({ ...item, currency: item.currency ?? statement.currency ?? 'USD' }));
  const matches = await matchItems(tx, totals);
  const head = { statementId, store: statement.store, period: statement.period, matched: matches.size, unmatched: items.length - matches.size };
  if (matches.size === 0) return { ...head, movedUsdMicros: 0n };
  const owners = [...new Set([...matches.values()].map((match) => match.ownerId))];
  const releases = [...new Set([...matches.values()].map((match) => match.releaseId))];
  const posting = { shares: await ownerShares(tx, owners, statement.period), splitFor: await splitsInForce(tx, releases, statement.period) };
  const shared = { recouped: new Map<string, bigint>(), feeMicros: 0n };
  const entries: EntryInput[] = [];
  let moved = 0n;
  for (const item of totals) {
    const match = matches.get(item.id);
    if (!match) continue;
    const source = {
      statementId,
      store: statement.store,
      period: statement.period,
      itemId: item.id,
      country: item.country,
      origCurrency: item.currency,
      origMicros: item.origMicros,
      usdRate: rates.get(item.currency) ?? statement.usdRate ?? undefined,
      refund: item.refund,
    };
    moved += item.usdMicros;
    entries.push({ source: { ...source, origMicros: -item.origMicros }, account: suspense(statement.store), amountMicros: -item.usdMicros });
    entries.push(...itemEntries(posting, item, match, source, shared));
    await tx.statementItem.update({ where: { id: item.id }, data: { trackId: match.trackId, releaseId: match.releaseId, rematchedAt: now } });
  }
  entries.push(feeEntry({ statementId, store: statement.store, period: statement.period }, shared));
  await postTransaction(tx, { kind: 'rematch', statementId, period: statement.period, memo: `Re-matched ${statement.store} ${statement.period}`, entries });
  await settleOwed(tx);
  for (const [splitId, micros] of shared.recouped) await tx.split.update({ where: { id: splitId }, data: { recoupedMicros: { increment: micros } } });
  await tx.statement.update({ where: { id: statementId }, data: { suspenseUsdMicros: { decrement: moved } } });
  return { ...head, movedUsdMicros: moved };
}
