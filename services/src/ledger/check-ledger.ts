import type { DbClient } from '@slipcase/db';

export interface LedgerBreach {
  rule:
    | 'transaction_unbalanced'
    | 'balance_differs'
    | 'balance_negative'
    | 'owed_above_zero'
    | 'owed_while_available'
    | 'statement_receivable'
    | 'statement_usd_total'
    | 'statement_not_cents'
    | 'item_lines'
    | 'statement_items';
  /** What breaks it, in words an operator can act on: the transaction, account or statement and the amounts. */
  detail: string;
}

type Row = { detail: string };

const CHECKS: { rule: LedgerBreach['rule']; query: (db: DbClient) => Promise<Row[]> }[] = [
  {
    rule: 'transaction_unbalanced',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'transaction ' || "transactionId" || ' sums to ' || SUM("amountMicros") || ' millionths of ' || currency AS detail
      FROM "LedgerEntry" GROUP BY "transactionId", currency HAVING SUM("amountMicros") <> 0`,
  },
  {
    rule: 'balance_differs',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'account ' || a.key || ' shows ' || a."balanceMicros" || ' but its entries sum to ' || COALESCE(e.total, 0) AS detail
      FROM "LedgerAccount" a LEFT JOIN (SELECT "accountId", SUM("amountMicros") AS total FROM "LedgerEntry" GROUP BY "accountId") e
        ON e."accountId" = a.id
      WHERE a."balanceMicros" <> COALESCE(e.total, 0)`,
  },
  {
    rule: 'balance_negative',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'account ' || key || ' is below zero: ' || "balanceMicros" AS detail FROM "LedgerAccount"
      WHERE kind IN ('artist', 'pending_payee', 'payouts_held') AND "balanceMicros" < 0`,
  },
  {
    rule: 'owed_above_zero',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'account ' || key || ' owes less than nothing: ' || "balanceMicros" AS detail FROM "LedgerAccount"
      WHERE kind = 'artist_owed' AND "balanceMicros" > 0`,
  },
  {
    rule: 'owed_while_available',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'account ' || a.key || ' holds ' || a."balanceMicros" || ' while ' || o.key || ' owes ' || -o."balanceMicros" AS detail
      FROM "LedgerAccount" a JOIN "LedgerAccount" o ON o.key = 'artist_owed:' || COALESCE(a."userId", a.email) || ':' || a.currency
      WHERE a.kind IN ('artist', 'pending_payee') AND a."balanceMicros" > 0 AND o."balanceMicros" < 0`,
  },
  {
    rule: 'statement_receivable',
    // Currency by currency: what the statement says it totals in each, and what its store owes in each.
    query: (db) => db.$queryRaw<Row[]>`
      WITH owed AS (
        SELECT e."statementId", a.currency, SUM(e."amountMicros") AS total FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a.id = e."accountId"
        WHERE a.kind = 'store_receivable' GROUP BY e."statementId", a.currency),
      said AS (SELECT "statementId", currency, "totalMicros" FROM "StatementCurrency")
      SELECT 'statement ' || s.id || ' totals ' || COALESCE(d."totalMicros", 0) || ' ' || k.currency || ' but its store owes ' || -COALESCE(o.total, 0) AS detail
      FROM "Statement" s
        JOIN (SELECT "statementId", currency FROM owed UNION SELECT "statementId", currency FROM said) k ON k."statementId" = s.id
        LEFT JOIN owed o ON o."statementId" = s.id AND o.currency = k.currency
        LEFT JOIN said d ON d."statementId" = s.id AND d.currency = k.currency
      WHERE s.status = 'posted' AND -COALESCE(o.total, 0) <> COALESCE(d."totalMicros", 0)
      UNION ALL
      SELECT 'statement ' || s.id || ' is posted without a total in any currency' AS detail FROM "Statement" s
      WHERE s.status = 'posted' AND NOT EXISTS (SELECT 1 FROM "StatementCurrency" c WHERE c."statementId" = s.id)`,
  },
  {
    rule: 'statement_usd_total',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'statement ' || s.id || ' is worth ' || s."usdMicros" || ' USD but ' || COALESCE(u.total, 0) || ' was credited' AS detail
      FROM "Statement" s LEFT JOIN (
        SELECT e."statementId", SUM(e."amountMicros") AS total FROM "LedgerEntry" e JOIN "LedgerAccount" a ON a.id = e."accountId"
        WHERE a.kind IN ('artist', 'pending_payee', 'platform_fee', 'suspense') GROUP BY e."statementId") u ON u."statementId" = s.id
      WHERE s.status = 'posted' AND COALESCE(u.total, 0) <> s."usdMicros"`,
  },
  {
    rule: 'statement_not_cents',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'statement ' || id || ' is worth ' || "usdMicros" || ' USD millionths, not whole cents' AS detail
      FROM "Statement" WHERE status = 'posted' AND "usdMicros" % 10000 <> 0`,
  },
  {
    rule: 'item_lines',
    query: (db) => db.$queryRaw<Row[]>`
      SELECT 'item ' || id || ' of statement ' || "statementId" || ' counts ' || lines || ' lines but names ' || cardinality("lineNos") AS detail
      FROM "StatementItem" WHERE lines <> cardinality("lineNos") OR lines <> cardinality("lineParts")`,
  },
  {
    rule: 'statement_items',
    query: (db) => db.$queryRaw<Row[]>`
      WITH items AS (
        SELECT "statementId", COALESCE(currency, '(no currency)') AS currency, SUM("origMicros") AS total, SUM("usdMicros") AS usd
        FROM "StatementItem" GROUP BY "statementId", COALESCE(currency, '(no currency)'))
      SELECT 'statement ' || s.id || ' totals ' || COALESCE(c."totalMicros", 0) || ' ' || k.currency || ' worth ' || COALESCE(c."usdMicros", 0)
        || ' USD but its items ' || COALESCE(i.total, 0) || ' worth ' || COALESCE(i.usd, 0) AS detail
      FROM "Statement" s
        JOIN (SELECT "statementId", currency FROM items UNION SELECT "statementId", currency FROM "StatementCurrency") k ON k."statementId" = s.id
        LEFT JOIN items i ON i."statementId" = s.id AND i.currency = k.currency
        LEFT JOIN "StatementCurrency" c ON c."statementId" = s.id AND c.currency = k.currency
      WHERE s.status IN ('posted', 'superseded')
        AND (COALESCE(i.total, 0) <> COALESCE(c."totalMicros", 0) OR COALESCE(i.usd, 0) <> COALESCE(c."usdMicros", 0))
      UNION ALL
      SELECT 'statement ' || s.id || ' is worth ' || s."usdMicros" || ' USD but its currencies ' || COALESCE(SUM(c."usdMicros"), 0) AS detail
      FROM "Statement" s LEFT JOIN "StatementCurrency" c ON c."statementId" = s.id
      WHERE s.status IN ('posted', 'superseded') GROUP BY s.id, s."usdMicros" HAVING COALESCE(SUM(c."usdMicros"), 0) <> s."usdMicros"`,
  },
];

/**
 * Every invariant of the ledger: each transaction sums to zero per currency, each balance is the sum of its
 * entries, no artist, payee or held balance below zero (what a refund takes beyond one is owed, never above zero, and
 * nothing is available while anything is owed), each posted statement's store owes exactly its total in each of its
 * currencies and its US dollar worth (whole cents) was credited in full, its items add up to each currency's total and
 * worth, and each names its lines. Empty when all hold.
 */
export async function checkLedger(deps: { prisma: DbClient }): Promise<LedgerBreach[]> {
  const breaches: LedgerBreach[] = [];
  for (const check of CHECKS) {
    for (const row of await check.query(deps.prisma)) breaches.push({ rule: check.rule, detail: row.detail });
  }
  return breaches;
}
