-- A statement writes hundreds of thousands of ledger entries and items in one COPY, and a foreign key checks each
-- row on its own (one lookup and row lock per row, which cost more than writing the rows). These references are
-- checked per insert statement instead, over the rows it inserted; and a referenced row can never be deleted or
-- have its id changed (the triggers on the parents below; transactions are append-only already). schema.prisma
-- keeps the relations, and prisma/src/testing/schema-dump.ts names these three as checked here.
ALTER TABLE "LedgerEntry" DROP CONSTRAINT "LedgerEntry_transactionId_fkey";
ALTER TABLE "LedgerEntry" DROP CONSTRAINT "LedgerEntry_accountId_fkey";
ALTER TABLE "StatementItem" DROP CONSTRAINT "StatementItem_statementId_fkey";

CREATE FUNCTION slipcase_ledger_entry_references() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT "accountId" FROM new_entries) AS entry
             WHERE NOT EXISTS (SELECT 1 FROM "LedgerAccount" AS account WHERE account."id" = entry."accountId")) THEN
    RAISE EXCEPTION 'A ledger entry names an account that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT "transactionId" FROM new_entries) AS entry
             WHERE NOT EXISTS (SELECT 1 FROM "LedgerTransaction" AS tx WHERE tx."id" = entry."transactionId")) THEN
    RAISE EXCEPTION 'A ledger entry names a transaction that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "LedgerEntry_references" AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION slipcase_ledger_entry_references();

CREATE FUNCTION slipcase_statement_item_references() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM (SELECT DISTINCT "statementId" FROM new_items) AS item
             WHERE NOT EXISTS (SELECT 1 FROM "Statement" AS statement WHERE statement."id" = item."statementId")) THEN
    RAISE EXCEPTION 'A statement item names a statement that does not exist' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "StatementItem_references_on_insert" AFTER INSERT ON "StatementItem"
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION slipcase_statement_item_references();
CREATE TRIGGER "StatementItem_references_on_update" AFTER UPDATE ON "StatementItem"
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION slipcase_statement_item_references();

-- What a foreign key's ON DELETE RESTRICT did for the parents: a referenced row stays, under the same id.
CREATE FUNCTION slipcase_keep_referenced() RETURNS trigger AS $$
DECLARE
  referenced boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."id" = OLD."id" THEN
    RETURN NEW;
  END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[0], TG_ARGV[1]) INTO referenced USING OLD."id";
  IF referenced THEN
    RAISE EXCEPTION '% "%" is still named by % rows', TG_TABLE_NAME, OLD."id", TG_ARGV[0] USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "LedgerAccount_keep_referenced" BEFORE UPDATE OF "id" OR DELETE ON "LedgerAccount"
  FOR EACH ROW EXECUTE FUNCTION slipcase_keep_referenced('LedgerEntry', 'accountId');
CREATE TRIGGER "Statement_keep_referenced" BEFORE UPDATE OF "id" OR DELETE ON "Statement"
  FOR EACH ROW EXECUTE FUNCTION slipcase_keep_referenced('StatementItem', 'statementId');
