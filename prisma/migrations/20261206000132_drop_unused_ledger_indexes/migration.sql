-- DropIndex
DROP INDEX "StatementItem_isrc_idx";

-- DropIndex
DROP INDEX "LedgerEntry_statementId_idx";
