import { Prisma } from '@slipcase/db';
import { accountKey, artistBalance } from '../ledger/accounts';

/** The transactions that bring royalties to a user: statements, their corrections, re-matches and accepted splits. */
export const ROYALTY_KINDS = ['statement', 'statement_reversal', 'rematch', 'payee_claim'] as const;

/**
 * `FROM` the user's royalty entries, aliased `e` (the entry), `t` (its transaction): the entries of their artist
 * balance in the transactions above. Withdrawals move the same balance and are left out.
 */
export function royaltyEntriesFrom(userId: string): Prisma.Sql {
  return Prisma.sql`"LedgerEntry" e
    JOIN "LedgerAccount" a ON a.id = e."accountId" AND a.key = ${accountKey(artistBalance(userId))}
    JOIN "LedgerTransaction" t ON t.id = e."transactionId" AND t.kind::text = ANY(${[...ROYALTY_KINDS]}::text[])`;
}
