-- AlterTable
ALTER TABLE "StatementItem" ADD COLUMN     "currency" TEXT;

-- CreateTable
CREATE TABLE "StatementCurrency" (
    "statementId" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "usdRate" TEXT NOT NULL,
    "totalMicros" BIGINT NOT NULL,
    "usdMicros" BIGINT NOT NULL,

    CONSTRAINT "StatementCurrency_pkey" PRIMARY KEY ("statementId","currency")
);

-- AddForeignKey
ALTER TABLE "StatementCurrency" ADD CONSTRAINT "StatementCurrency_statementId_fkey" FOREIGN KEY ("statementId") REFERENCES "Statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The statements posted before a statement could hold several currencies were each in one: their items and
-- totals take it.
UPDATE "StatementItem" i SET "currency" = s."currency" FROM "Statement" s WHERE s."id" = i."statementId";
INSERT INTO "StatementCurrency" ("statementId", "currency", "usdRate", "totalMicros", "usdMicros")
SELECT "id", "currency", "usdRate", "totalMicros", "usdMicros" FROM "Statement"
WHERE "currency" IS NOT NULL AND "usdRate" IS NOT NULL AND "status" IN ('posted', 'superseded');
