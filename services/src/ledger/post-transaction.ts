import { Prisma, type DbClient, type LedgerTransactionKind, type Plan } from '@slipcase/db';
import { accountIds, accountKey, type AccountRef } from './accounts';

/** One side of a transaction; where a statement's money came from and how it was shared, when it did. */
export interface EntryInput {
  account: AccountRef;
  amountMicros: bigint;
  statementId?: string;
  itemId?: string;
  store?: string;
  period?: string;
  country?: string;
  releaseId?: string;
  trackId?: string;
  plan?: Plan;
  shareBps?: number;
  splitId?: string;
  origCurrency?: string;
  origMicros?: bigint;
  usdRate?: string;
  refund?: boolean;
}

export interface TransactionInput {
  kind: LedgerTransactionKind;
  statementId?: string;
  payoutId?: string;
  reversesId?: string;
  period?: string;
  memo?: string;
  entries: readonly EntryInput[];
}

export class UnbalancedTransactionError extends Error {
  constructor(readonly currency: string, readonly sumMicros: bigint) {
    super(`A ${currency} transaction must sum to zero; it sums to ${sumMicros} millionths`);
  }
}

/** Each currency's entries sum to zero, or the currency and its sum. */
export function imbalance(entries: readonly Pick<EntryInput, 'account' | 'amountMicros'>[]): { currency: string; sum: bigint } | null {
  const sums = new Map<string, bigint>();
  for (const entry of entries) sums.set(entry.account.currency, (sums.get(entry.account.currency) ?? 0n) + entry.amountMicros);
  for (const [currency, sum] of sums) if (sum !== 0n) return { currency, sum };
  return null;
}

const ENTRY_COLUMNS = Prisma.raw(
  '"transactionId", "accountId", "currency", "amountMicros", "statementId", "itemId", "store", "period", "country", ' +
    '"releaseId", "trackId", "plan", "shareBps", "splitId", "origCurrency", "origMicros", "usdRate", "refund"',
);

/** Moves each account's balance by its entries in the transaction: balances stay the sum of their entries. */
async function moveBalances(db: DbClient, transactionId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "LedgerAccount" AS account SET "balanceMicros" = account."balanceMicros" + moved.total
    FROM (SELECT "accountId", SUM("amountMicros") AS total FROM "LedgerEntry" WHERE "transactionId" = ${transactionId} GROUP BY "accountId") AS moved
    WHERE account.id = moved."accountId"`;
}

const column = <T>(entries: readonly EntryInput[], pick: (entry: EntryInput) => T | undefined) => entries.map((entry) => pick(entry) ?? null);

/**
 * Writes a balanced transaction with its entries and moves the accounts' balances by them, in the caller's
 * database transaction (so a statement's whole posting is all or nothing). Refuses one that does not sum to zero
 * per currency. Entries go in as one statement however many there are.
 */
export async function postTransaction(db: DbClient, input: TransactionInput): Promise<string> {
  const off = imbalance(input.entries);
  if (off) throw new UnbalancedTransactionError(off.currency, off.sum);
  const ids = await accountIds(db, input.entries.map((entry) => entry.account));
  const transaction = await db.ledgerTransaction.create({
    data: {
      kind: input.kind,
      statementId: input.statementId,
      payoutId: input.payoutId,
      reversesId: input.reversesId,
      period: input.period,
      memo: input.memo,
    },
    select: { id: true },
  });
  const entries = input.entries.filter((entry) => entry.amountMicros !== 0n);
  if (entries.length === 0) return transaction.id;
  await db.$executeRaw`
    INSERT INTO "LedgerEntry" (${ENTRY_COLUMNS})
    SELECT ${transaction.id}, a, c, m, st, it, so, pe, co, re, tr, pl::"Plan", sb, sp, oc, om, ur, rf
    FROM unnest(
      ${entries.map((entry) => ids.get(accountKey(entry.account))!)}::text[],
      ${column(entries, (entry) => entry.account.currency)}::text[],
      ${column(entries, (entry) => entry.amountMicros)}::bigint[],
      ${column(entries, (entry) => entry.statementId)}::text[],
      ${column(entries, (entry) => entry.itemId)}::text[],
      ${column(entries, (entry) => entry.store)}::text[],
      ${column(entries, (entry) => entry.period)}::text[],
      ${column(entries, (entry) => entry.country)}::text[],
      ${column(entries, (entry) => entry.releaseId)}::text[],
      ${column(entries, (entry) => entry.trackId)}::text[],
      ${column(entries, (entry) => entry.plan)}::text[],
      ${column(entries, (entry) => entry.shareBps)}::int[],
      ${column(entries, (entry) => entry.splitId)}::text[],
      ${column(entries, (entry) => entry.origCurrency)}::text[],
      ${column(entries, (entry) => entry.origMicros)}::bigint[],
      ${column(entries, (entry) => entry.usdRate)}::text[],
      ${entries.map((entry) => entry.refund ?? false)}::boolean[]
    ) AS t(a, c, m, st, it, so, pe, co, re, tr, pl, sb, sp, oc, om, ur, rf)`;
  await moveBalances(db, transaction.id);
  return transaction.id;
}

/** A transaction that undoes another: the same entries, negated, pointing at it. */
export async function reverseTransaction(db: DbClient, transactionId: string, kind: LedgerTransactionKind, memo: string): Promise<string> {
  const original = await db.ledgerTransaction.findUniqueOrThrow({ where: { id: transactionId }, select: { id: true, statementId: true, period: true } });
  const created = await db.ledgerTransaction.create({
    data: { kind, reversesId: original.id, statementId: original.statementId, period: original.period, memo },
    select: { id: true },
  });
  await db.$executeRaw`
    INSERT INTO "LedgerEntry" (${ENTRY_COLUMNS})
    SELECT ${created.id}, "accountId", "currency", -"amountMicros", "statementId", "itemId", "store", "period", "country",
      "releaseId", "trackId", "plan", "shareBps", "splitId", "origCurrency", -"origMicros", "usdRate", "refund"
    FROM "LedgerEntry" WHERE "transactionId" = ${original.id}`;
  await moveBalances(db, created.id);
  return created.id;
}
