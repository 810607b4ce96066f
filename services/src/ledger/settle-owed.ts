import type { DbClient } from '@slipcase/db';
import { owedSettlement } from '@slipcase/domain';
import { owedBy, type AccountRef } from './accounts';
import { postTransaction, type EntryInput } from './post-transaction';

interface HolderRow {
  kind: 'artist' | 'pending_payee';
  userId: string | null;
  email: string | null;
  balanceMicros: bigint;
  owedMicros: bigint;
}

/**
 * Keeps every balance at or above zero and nothing available while anything is owed (decision 033): a balance a
 * refund or a correction took below zero has its shortfall carried to what its holder owes; a holder who owes and has
 * been credited since pays it back from that credit first. Run in the database transaction that moved the balances
 * (a statement, a re-match, a claim, a returned withdrawal): their rows are locked, so no posting slips in between.
 * At most two transactions, one carrying and one recovering; returns their totals.
 */
export async function settleOwed(db: DbClient): Promise<{ carriedMicros: bigint; recoveredMicros: bigint }> {
  const holders = await db.$queryRaw<HolderRow[]>`
    SELECT a.kind::text AS kind, a."userId", a.email, a."balanceMicros", COALESCE(o."balanceMicros", 0)::bigint AS "owedMicros"
    FROM "LedgerAccount" a
    LEFT JOIN "LedgerAccount" o ON o.key = 'artist_owed:' || COALESCE(a."userId", a.email) || ':' || a.currency
    WHERE a.kind IN ('artist', 'pending_payee') AND (a."balanceMicros" < 0 OR (a."balanceMicros" > 0 AND o."balanceMicros" < 0))
    ORDER BY a.key
    FOR UPDATE OF a`;
  const carried: EntryInput[] = [];
  const recovered: EntryInput[] = [];
  let carriedMicros = 0n;
  let recoveredMicros = 0n;
  for (const holder of holders) {
    const moved = owedSettlement(holder.balanceMicros, holder.owedMicros);
    if (moved === 0n) continue;
    const balance: AccountRef = holder.kind === 'artist' ? { kind: 'artist', currency: 'USD', userId: holder.userId! } : { kind: 'pending_payee', currency: 'USD', email: holder.email! };
    const entries = [
      { account: balance, amountMicros: -moved },
      { account: owedBy(holder), amountMicros: moved },
    ];
    if (moved < 0n) {
      carried.push(...entries);
      carriedMicros -= moved;
    } else {
      recovered.push(...entries);
      recoveredMicros += moved;
    }
  }
  if (carried.length > 0) {
    await postTransaction(db, { kind: 'owed_carried', memo: 'Balances a refund or correction took below zero, carried to what their holders owe', entries: carried, accounts: carried.map((entry) => entry.account) });
  }
  if (recovered.length > 0) {
    await postTransaction(db, { kind: 'owed_recovered', memo: 'What holders owed, paid back from their new earnings', entries: recovered, accounts: recovered.map((entry) => entry.account) });
  }
  return { carriedMicros, recoveredMicros };
}
