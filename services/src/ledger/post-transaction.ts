import { Prisma, type DbClient, type LedgerTransactionKind, type Plan } from '@slipcase/db';
import { accountIds, accountKey, type AccountRef } from './accounts';
import { openRows, withRows } from './bulk-rows';
import type { Cell } from './copy-text';

/** Where a statement's money came from and how it was shared, when it did: one object for an item's entries. */
export interface EntrySource {
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

/** One side of a transaction. */
export interface EntryInput {
  account: AccountRef;
  amountMicros: bigint;
  source?: EntrySource;
}

export interface TransactionInput {
  kind: LedgerTransactionKind;
  statementId?: string;
  payoutId?: string;
  reversesId?: string;
  period?: string;
  memo?: string;
  /** A list, or entries made as they are read (written in chunks; only inside the caller's database transaction). */
  entries: readonly EntryInput[] | Iterable<EntryInput>;
  /** Accounts the entries will name, opened before any is written (an account met later pauses the writing). */
  accounts?: readonly AccountRef[];
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

const ENTRY_TYPES = {
  accountId: 'text',
  currency: 'text',
  amountMicros: 'bigint',
  statementId: 'text',
  itemId: 'text',
  store: 'text',
  period: 'text',
  country: 'text',
  releaseId: 'text',
  trackId: 'text',
  plan: '"Plan"',
  shareBps: 'int',
  splitId: 'text',
  origCurrency: 'text',
  origMicros: 'bigint',
  usdRate: 'text',
  refund: 'boolean',
};

/** An entry's columns after its transaction, as `ENTRY_TYPES` lists them; a reversal negates the amounts. */
const ENTRY_COLUMNS = Prisma.raw(['transactionId', ...Object.keys(ENTRY_TYPES)].map((name) => `"${name}"`).join(', '));
const NEGATED = new Set(['amountMicros', 'origMicros']);
const REVERSED_VALUES = Prisma.raw(Object.keys(ENTRY_TYPES).map((name) => (NEGATED.has(name) ? `-"${name}"` : `"${name}"`)).join(', '));

/** Moves each account's balance by `moved`: its entries' sum, by account id. */
async function moveBalancesBy(db: DbClient, moved: ReadonlyMap<string, bigint>): Promise<void> {
  if (moved.size === 0) return;
  const ids = [...moved.keys()].sort();
  await db.$executeRaw`
    UPDATE "LedgerAccount" AS account SET "balanceMicros" = account."balanceMicros" + moved.total
    FROM unnest(${ids}::text[], ${ids.map((id) => String(moved.get(id)))}::bigint[]) AS moved(id, total)
    WHERE account.id = moved.id`;
}

/** Moves each account's balance by its entries in the transaction: balances stay the sum of their entries. */
async function moveBalances(db: DbClient, transactionId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "LedgerAccount" AS account SET "balanceMicros" = account."balanceMicros" + moved.total
    FROM (SELECT "accountId", SUM("amountMicros") AS total FROM "LedgerEntry" WHERE "transactionId" = ${transactionId} GROUP BY "accountId") AS moved
    WHERE account.id = moved."accountId"`;
}

/**
 * Writes a balanced transaction with its entries and moves the accounts' balances by them, in the caller's
 * database transaction (so a statement's whole posting is all or nothing). Refuses one that does not sum to zero
 * per currency. Entries go in `ENTRY_CHUNK` at a time through `openRows` (COPY on a server), made as they are read.
 */
export async function postTransaction(db: DbClient, input: TransactionInput): Promise<string> {
  const listed = Array.isArray(input.entries) ? (input.entries as readonly EntryInput[]) : null;
  const upfront = listed && imbalance(listed);
  if (upfront) throw new UnbalancedTransactionError(upfront.currency, upfront.sum);
  const opened = await openTransaction(db, input);
  await writeEntries(db, opened, input.entries);
  return opened.id;
}

/** A transaction's row, written, and the ids of the accounts its entries were said to name. */
export interface OpenedTransaction {
  id: string;
  accountIds: Map<string, string>;
}

/**
 * The first half of `postTransaction`: the transaction's row and its accounts, before any entry (those in `opened`,
 * by key, were opened before in the same database transaction). Its entries then go in with `writeEntries`, which a
 * caller may start beside another COPY of its own (a statement's items).
 */
export async function openTransaction(
  db: DbClient,
  input: Omit<TransactionInput, 'entries'>,
  opened: ReadonlyMap<string, string> = new Map(),
): Promise<OpenedTransaction> {
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
  const ids = new Map(opened);
  for (const [key, id] of await accountIds(db, (input.accounts ?? []).filter((ref) => !opened.has(accountKey(ref))))) ids.set(key, id);
  return { id: transaction.id, accountIds: ids };
}

/**
 * The second half of `postTransaction`: the entries of an opened transaction, checked to sum to zero per currency
 * once all are written (the caller's transaction rolls them back otherwise), and the accounts' balances moved by them.
 */
export async function writeEntries(db: DbClient, opened: OpenedTransaction, entries: TransactionInput['entries']): Promise<void> {
  const writer = new TransactionEntries(db, opened);
  await writer.write(entries);
  await writer.close();
}

/**
 * An opened transaction's entries written in several goes (a statement's, while its file is still read), each a COPY
 * of its own: `write` as often as needed, then `close` checks they sum to zero per currency and moves the balances.
 */
export class TransactionEntries {
  private readonly sums = new Map<string, bigint>();
  /** Each account's move, summed here as the entries are written rather than by the database over them afterwards. */
  private readonly moved = new Map<string, bigint>();

  constructor(
    private readonly db: DbClient,
    private readonly opened: OpenedTransaction,
  ) {}

  /** Accounts opened elsewhere in the same database transaction, by key: a map that may grow between writes. */
  private known: ReadonlyMap<string, string> = new Map();

  /** Looks up in `accountIds` too (as it then is at each write) the accounts not opened with the transaction. */
  know(accountIds: ReadonlyMap<string, string>): void {
    this.known = accountIds;
  }

  async write(entries: TransactionInput['entries']): Promise<void> {
    const { sums, moved } = this;
    const ids = this.opened.accountIds;
    const writer = await openRows(this.db, 'LedgerEntry', ENTRY_TYPES, { transactionId: this.opened.id });
    await withRows(writer, async () => {
      for (const chunk of chunked(entries, ENTRY_CHUNK)) {
        const keys: string[] = [];
        const unknown: AccountRef[] = [];
        for (const entry of chunk) {
          const { currency } = entry.account;
          sums.set(currency, (sums.get(currency) ?? 0n) + entry.amountMicros);
          const key = accountKey(entry.account);
          keys.push(key);
          if (!ids.has(key)) {
            const id = this.known.get(key);
            if (id === undefined) unknown.push(entry.account);
            else ids.set(key, id);
          }
        }
        if (unknown.length > 0) {
          await writer.flush();
          for (const [key, id] of await accountIds(this.db, unknown)) ids.set(key, id);
        }
        const rows: Cell[][] = [];
        chunk.forEach((entry, index) => {
          if (entry.amountMicros === 0n) return;
          const accountId = ids.get(keys[index]!)!;
          moved.set(accountId, (moved.get(accountId) ?? 0n) + entry.amountMicros);
          rows.push(entryRow(entry, accountId));
        });
        await writer.insert(rows);
      }
    });
  }

  async close(): Promise<void> {
    for (const [currency, sum] of this.sums) if (sum !== 0n) throw new UnbalancedTransactionError(currency, sum);
    await moveBalancesBy(this.db, this.moved);
  }
}

/**
 * Entries handed to the writer at a time. Small, so a chunk's rows die young: chunks of 5,000 outlived the collector's
 * young generation and piled up in the old one (a million-line statement peaked 150 MB higher, and slower).
 */
const ENTRY_CHUNK = 500;

function* chunked<T>(values: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const value of values) {
    chunk.push(value);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

const NO_SOURCE: EntrySource = {};

/** An entry's values in the order of `ENTRY_TYPES`. */
function entryRow(entry: EntryInput, accountId: string): Cell[] {
  const source = entry.source ?? NO_SOURCE;
  return [
    accountId,
    entry.account.currency,
    entry.amountMicros,
    source.statementId,
    source.itemId,
    source.store,
    source.period,
    source.country,
    source.releaseId,
    source.trackId,
    source.plan,
    source.shareBps,
    source.splitId,
    source.origCurrency,
    source.origMicros,
    source.usdRate,
    source.refund ?? false,
  ];
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
    SELECT ${created.id}, ${REVERSED_VALUES} FROM "LedgerEntry" WHERE "transactionId" = ${original.id}`;
  await moveBalances(db, created.id);
  return created.id;
}
