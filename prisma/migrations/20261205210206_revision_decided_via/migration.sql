-- AlterTable
ALTER TABLE "ReleaseRevision" ADD COLUMN     "decidedVia" TEXT;
