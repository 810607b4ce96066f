-- AlterEnum
ALTER TYPE "LedgerAccountKind" ADD VALUE 'referral_rewards';

-- AlterEnum
ALTER TYPE "LedgerTransactionKind" ADD VALUE 'referral_reward';

-- CreateTable
CREATE TABLE "ReferralVisitDay" (
    "referrerId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ReferralVisitDay_pkey" PRIMARY KEY ("referrerId","day")
);

-- CreateTable
CREATE TABLE "ReferralReward" (
    "id" TEXT NOT NULL,
    "referrerId" TEXT NOT NULL,
    "referred" INTEGER NOT NULL,
    "creditCents" INTEGER NOT NULL,
    "transactionId" TEXT NOT NULL,
    "grantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReferralReward_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReferralReward_transactionId_key" ON "ReferralReward"("transactionId");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralReward_referrerId_referred_key" ON "ReferralReward"("referrerId", "referred");

-- AddForeignKey
ALTER TABLE "ReferralVisitDay" ADD CONSTRAINT "ReferralVisitDay_referrerId_fkey" FOREIGN KEY ("referrerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferralReward" ADD CONSTRAINT "ReferralReward_referrerId_fkey" FOREIGN KEY ("referrerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
