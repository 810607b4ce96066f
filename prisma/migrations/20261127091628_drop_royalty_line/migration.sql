-- DropForeignKey
ALTER TABLE "RoyaltyLine" DROP CONSTRAINT "RoyaltyLine_userId_fkey";

-- DropTable
DROP TABLE "RoyaltyLine";

-- CreateTable
CREATE TABLE "StatementNotice" (
    "statementId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StatementNotice_pkey" PRIMARY KEY ("statementId","userId")
);
