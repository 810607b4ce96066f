-- DropForeignKey
ALTER TABLE "StatementLine" DROP CONSTRAINT "StatementLine_statementId_fkey";

-- AlterTable
ALTER TABLE "StatementItem" ADD COLUMN     "lineNos" INTEGER[],
ADD COLUMN     "lineParts" INTEGER[];

-- DropTable
DROP TABLE "StatementLine";
