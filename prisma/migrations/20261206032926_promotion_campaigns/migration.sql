-- CreateTable
CREATE TABLE "PromotionCampaign" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "days" INTEGER NOT NULL,
    "dailyBudgetCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "territories" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'requested',
    "checkoutId" TEXT,
    "paymentId" TEXT,
    "paidAt" TIMESTAMP(3),
    "startedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),
    "staffNote" TEXT,
    "refundRequestedAt" TIMESTAMP(3),
    "refundReason" TEXT,
    "refundDeclinedAt" TIMESTAMP(3),
    "refundId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PromotionCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PromotionCampaign_checkoutId_key" ON "PromotionCampaign"("checkoutId");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionCampaign_paymentId_key" ON "PromotionCampaign"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionCampaign_refundId_key" ON "PromotionCampaign"("refundId");

-- CreateIndex
CREATE INDEX "PromotionCampaign_userId_createdAt_idx" ON "PromotionCampaign"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PromotionCampaign_status_paidAt_idx" ON "PromotionCampaign"("status", "paidAt");

-- AddForeignKey
ALTER TABLE "PromotionCampaign" ADD CONSTRAINT "PromotionCampaign_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionCampaign" ADD CONSTRAINT "PromotionCampaign_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;
