-- AlterTable
ALTER TABLE "TakedownRequest" ADD COLUMN     "stores" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "takeDownOn" DATE;
