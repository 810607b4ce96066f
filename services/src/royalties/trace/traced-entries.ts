import { Prisma, type DbClient, type Plan } from '@slipcase/db';
import { ROYALTY_KINDS } from '../royalty-entries';

/** A ledger entry a statement item produced: whose, how much, and the plan share and split it was shared by. */
export interface TracedEntry {
  itemId: string;
  kind: (typeof ROYALTY_KINDS)[number];
  holder: 'owner' | 'payee' | 'suspense';
  /** The holder's account name or e-mail: for an operator only. */
  holderName: string | null;
  amountMicros: bigint;
  plan: Plan | null;
  shareBps: number | null;
  /** The holder's part of the split applied (basis points); null when no split applied. */
  splitBps: number | null;
}

interface Row {
  itemId: string;
  kind: TracedEntry['kind'];
  amountMicros: bigint;
  plan: Plan | null;
  shareBps: number | null;
  accountKind: string;
  isOwner: boolean;
  holderName: string | null;
  ownerBps: number | null;
  payeeBps: number | null;
}

/**
 * The royalty entries of these items, oldest first: the viewer's own (an owner's or a payee's share, never another
 * account's), or for an operator every holder's, suspense included.
 */
export async function tracedEntries(db: DbClient, viewer: { accountKeys: readonly string[]; operator: boolean }, itemIds: readonly string[]): Promise<TracedEntry[]> {
  if (itemIds.length === 0) return [];
  const accounts = viewer.operator
    ? Prisma.sql`a.kind::text IN ('artist', 'pending_payee', 'suspense')`
    : Prisma.sql`a.key = ANY(${[...viewer.accountKeys]}::text[])`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT e."itemId", t.kind::text AS kind, e."amountMicros", e.plan::text AS plan, e."shareBps", a.kind::text AS "accountKind",
      -- An artist's entry is the owner's unless a split gave it to them as a payee (a payee's own release's money is theirs as owner).
      (a.kind = 'artist' AND (e."splitId" IS NULL OR a."userId" = sp."ownerId")) AS "isOwner", COALESCE(u.name, a.email) AS "holderName",
      sp."ownerBps", pay."shareBps" AS "payeeBps"
    FROM "LedgerEntry" e
      JOIN "LedgerAccount" a ON a.id = e."accountId"
      JOIN "LedgerTransaction" t ON t.id = e."transactionId" AND t.kind::text = ANY(${[...ROYALTY_KINDS]}::text[])
      LEFT JOIN "User" u ON u.id = a."userId"
      LEFT JOIN "Split" sp ON sp.id = e."splitId"
      LEFT JOIN "SplitPayee" pay ON pay."splitId" = e."splitId" AND (pay."userId" = a."userId" OR LOWER(pay.email) = a.email)
    WHERE e."itemId" = ANY(${[...itemIds]}::text[])
      AND ${accounts}
    ORDER BY e.id`;
  return rows.map((row) => {
    const holder = row.accountKind === 'suspense' ? 'suspense' : row.isOwner ? 'owner' : 'payee';
    return {
      itemId: row.itemId,
      kind: row.kind,
      holder,
      holderName: viewer.operator ? row.holderName : null,
      amountMicros: row.amountMicros,
      plan: row.plan,
      shareBps: row.shareBps,
      splitBps: holder === 'owner' ? row.ownerBps : holder === 'payee' ? row.payeeBps : null,
    };
  });
}
