-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Release_ownerId_idempotencyKey_key" ON "Release"("ownerId", "idempotencyKey");
