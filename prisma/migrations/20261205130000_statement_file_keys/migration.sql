-- AlterTable
ALTER TABLE "Statement" ADD COLUMN     "fileKeys" TEXT[] DEFAULT ARRAY[]::TEXT[];
