-- CreateEnum
CREATE TYPE "MasteringStatus" AS ENUM ('awaiting_payment', 'pending', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "MasteringJob" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "projectName" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "preset" TEXT NOT NULL,
    "status" "MasteringStatus" NOT NULL DEFAULT 'pending',
    "sourceKey" TEXT NOT NULL,
    "sourceSha256" TEXT NOT NULL,
    "sampleRate" INTEGER NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "loopStartMs" INTEGER,
    "loopEndMs" INTEGER,
    "wavKey" TEXT,
    "mp3Key" TEXT,
    "inputLufs" DOUBLE PRECISION,
    "inputLra" DOUBLE PRECISION,
    "inputTruePeak" DOUBLE PRECISION,
    "outputLufs" DOUBLE PRECISION,
    "outputLra" DOUBLE PRECISION,
    "outputTruePeak" DOUBLE PRECISION,
    "failure" TEXT,
    "amountCents" INTEGER NOT NULL DEFAULT 0,
    "revisionOfId" TEXT,
    "checkoutId" TEXT,
    "paymentId" TEXT,
    "paidAt" TIMESTAMP(3),
    "refundedAt" TIMESTAMP(3),
    "refundedById" TEXT,
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MasteringJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "MasteringJob_checkoutId_key" ON "MasteringJob"("checkoutId");

-- CreateIndex
CREATE INDEX "MasteringJob_userId_createdAt_idx" ON "MasteringJob"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "MasteringJob_userId_sourceSha256_idx" ON "MasteringJob"("userId", "sourceSha256");

-- AddForeignKey
ALTER TABLE "MasteringJob" ADD CONSTRAINT "MasteringJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
