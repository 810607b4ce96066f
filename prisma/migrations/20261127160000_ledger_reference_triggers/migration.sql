-- A statement writes hundreds of thousands of ledger entries and items in one COPY, and a foreign key checks each
-- row on its own (one lookup and row lock per row, which cost more than writing the rows). These references are
-- checked per insert statement instead, over the rows it inserted; and a referenced row can never be deleted or
-- have its id changed (the triggers on the parents below; transactions are append-only already). schema.prisma
-- keeps the relations, and prisma/src/testing/schema-dump.ts names these three as checked here.
ALTER TABLE "LedgerEntry" DROP CONSTRAINT "LedgerEntry_transactionId_fkey";
ALTER TABLE "LedgerEntry" DROP CONSTRAINT "LedgerEntry_accountId_fkey";
ALTER TABLE "StatementItem" DROP CONSTRAINT "StatementItem_statementId_fkey";

-- Arguments in pairs: a column of the inserted rows and the table whose "id" it names.
CREATE FUNCTION slipcase_references_exist() RETURNS trigger AS $$
DECLARE
  missing boolean;
BEGIN
  FOR pair IN 0 .. TG_NARGS / 2 - 1 LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM (SELECT DISTINCT %I AS ref FROM inserted) AS row
                    WHERE NOT EXISTS (SELECT 1 FROM %I AS parent WHERE parent."id" = row.ref))',
                   TG_ARGV[pair * 2], TG_ARGV[pair * 2 + 1]) INTO missing;
    IF missing THEN
      RAISE EXCEPTION '% names a % that does not exist (%)', TG_TABLE_NAME, TG_ARGV[pair * 2 + 1], TG_ARGV[pair * 2]
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "LedgerEntry_references" AFTER INSERT ON "LedgerEntry"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT
  EXECUTE FUNCTION slipcase_references_exist('accountId', 'LedgerAccount', 'transactionId', 'LedgerTransaction');
CREATE TRIGGER "StatementItem_references_on_insert" AFTER INSERT ON "StatementItem"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION slipcase_references_exist('statementId', 'Statement');
CREATE TRIGGER "StatementItem_references_on_update" AFTER UPDATE ON "StatementItem"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION slipcase_references_exist('statementId', 'Statement');

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
