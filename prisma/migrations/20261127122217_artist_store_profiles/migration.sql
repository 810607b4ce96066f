-- AlterTable
ALTER TABLE "Artist" ADD COLUMN     "storeProfiles" JSONB NOT NULL DEFAULT '{}';
