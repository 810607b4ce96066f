-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "sandbox" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "storeUrl" TEXT;
