-- AlterTable
ALTER TABLE "StatementNotice" ADD COLUMN     "mailedAt" TIMESTAMP(3);
