-- AlterTable
ALTER TABLE "ActivityEvent" ADD COLUMN     "via" TEXT;
