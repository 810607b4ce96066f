-- DropIndex
DROP INDEX "StatementItem_statementId_idx";

-- DropIndex
DROP INDEX "StatementItem_isrc_idx";

-- DropIndex
DROP INDEX "LedgerEntry_transactionId_idx";

-- DropIndex
DROP INDEX "LedgerEntry_statementId_idx";

-- CreateIndex
CREATE INDEX "StatementItem_statementId_idx" ON "StatementItem" USING BRIN ("statementId");

-- CreateIndex
CREATE INDEX "LedgerEntry_transactionId_idx" ON "LedgerEntry" USING BRIN ("transactionId");
