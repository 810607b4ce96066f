-- CreateEnum
CREATE TYPE "ReleaseSchedule" AS ENUM ('standard', 'priority', 'express');

-- CreateEnum
CREATE TYPE "DeliveryKind" AS ENUM ('new', 'update', 'takedown');

-- CreateEnum
CREATE TYPE "TakedownStatus" AS ENUM ('requested', 'processing', 'done', 'cancelled');

-- CreateEnum
CREATE TYPE "PayoutMethodKind" AS ENUM ('stripe', 'payoneer');

-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('waiting', 'paying', 'paid', 'failed', 'cancelled');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "blockedReason" TEXT,
ADD COLUMN     "payoneerEmail" TEXT,
ADD COLUMN     "payoutMethod" "PayoutMethodKind",
ADD COLUMN     "stripeAccountId" TEXT,
ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "schedule" "ReleaseSchedule" NOT NULL DEFAULT 'standard';

-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "kind" "DeliveryKind" NOT NULL DEFAULT 'new';

-- CreateTable
CREATE TABLE "ReleaseReview" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "operatorId" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "reasonCodes" TEXT[],
    "note" TEXT,
    "via" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TakedownRequest" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "requestedById" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "otherText" TEXT,
    "status" "TakedownStatus" NOT NULL DEFAULT 'requested',
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),

    CONSTRAINT "TakedownRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoyaltyLine" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "period" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "platform" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "trackTitle" TEXT,
    "isrc" TEXT,
    "transactionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoyaltyLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payout" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "method" "PayoutMethodKind" NOT NULL,
    "planAtRequest" "Plan" NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'waiting',
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "availableAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "externalId" TEXT,
    "failure" TEXT,

    CONSTRAINT "Payout_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReleaseReview_releaseId_createdAt_idx" ON "ReleaseReview"("releaseId", "createdAt");

-- CreateIndex
CREATE INDEX "TakedownRequest_releaseId_requestedAt_idx" ON "TakedownRequest"("releaseId", "requestedAt");

-- CreateIndex
CREATE UNIQUE INDEX "RoyaltyLine_transactionId_key" ON "RoyaltyLine"("transactionId");

-- CreateIndex
CREATE INDEX "RoyaltyLine_userId_date_idx" ON "RoyaltyLine"("userId", "date");

-- CreateIndex
CREATE INDEX "Payout_userId_requestedAt_idx" ON "Payout"("userId", "requestedAt");

-- CreateIndex
CREATE INDEX "Release_ownerId_submittedAt_idx" ON "Release"("ownerId", "submittedAt");

-- AddForeignKey
ALTER TABLE "ReleaseReview" ADD CONSTRAINT "ReleaseReview_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseReview" ADD CONSTRAINT "ReleaseReview_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TakedownRequest" ADD CONSTRAINT "TakedownRequest_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TakedownRequest" ADD CONSTRAINT "TakedownRequest_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoyaltyLine" ADD CONSTRAINT "RoyaltyLine_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payout" ADD CONSTRAINT "Payout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
