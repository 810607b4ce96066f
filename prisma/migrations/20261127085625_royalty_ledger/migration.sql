-- CreateEnum
CREATE TYPE "StatementStatus" AS ENUM ('importing', 'posted', 'failed', 'superseded');

-- CreateEnum
CREATE TYPE "LedgerAccountKind" AS ENUM ('store_receivable', 'platform_fee', 'artist', 'pending_payee', 'suspense', 'payouts_held', 'payouts_paid', 'currency_conversion');

-- CreateEnum
CREATE TYPE "LedgerTransactionKind" AS ENUM ('statement', 'statement_reversal', 'rematch', 'payee_claim', 'withdrawal', 'withdrawal_paid', 'withdrawal_returned');

-- CreateTable
CREATE TABLE "PlanChange" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "plan" "Plan" NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Statement" (
    "id" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "fileNames" TEXT[],
    "format" TEXT NOT NULL,
    "status" "StatementStatus" NOT NULL DEFAULT 'importing',
    "currency" TEXT,
    "usdRate" TEXT,
    "lineCount" INTEGER NOT NULL DEFAULT 0,
    "totalMicros" BIGINT NOT NULL DEFAULT 0,
    "usdMicros" BIGINT NOT NULL DEFAULT 0,
    "suspenseUsdMicros" BIGINT NOT NULL DEFAULT 0,
    "problem" JSONB,
    "workflowId" TEXT,
    "supersedesId" TEXT,
    "importedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "postedAt" TIMESTAMP(3),

    CONSTRAINT "Statement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatementLine" (
    "id" BIGSERIAL NOT NULL,
    "statementId" TEXT NOT NULL,
    "part" INTEGER NOT NULL,
    "lineNo" INTEGER NOT NULL,
    "isrc" TEXT,
    "upc" TEXT,
    "title" TEXT,
    "artist" TEXT,
    "country" TEXT NOT NULL,
    "useType" TEXT NOT NULL,
    "usages" INTEGER NOT NULL,
    "amountMicros" BIGINT NOT NULL,

    CONSTRAINT "StatementLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StatementItem" (
    "id" TEXT NOT NULL,
    "statementId" TEXT NOT NULL,
    "isrc" TEXT,
    "upc" TEXT,
    "country" TEXT NOT NULL,
    "refund" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT,
    "artist" TEXT,
    "lines" INTEGER NOT NULL,
    "usages" INTEGER NOT NULL,
    "origMicros" BIGINT NOT NULL,
    "usdMicros" BIGINT NOT NULL,
    "trackId" TEXT,
    "releaseId" TEXT,
    "rematchedAt" TIMESTAMP(3),

    CONSTRAINT "StatementItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "kind" "LedgerAccountKind" NOT NULL,
    "currency" TEXT NOT NULL,
    "userId" TEXT,
    "store" TEXT,
    "email" TEXT,
    "balanceMicros" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerTransaction" (
    "id" TEXT NOT NULL,
    "kind" "LedgerTransactionKind" NOT NULL,
    "statementId" TEXT,
    "payoutId" TEXT,
    "reversesId" TEXT,
    "period" TEXT,
    "memo" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerEntry" (
    "id" BIGSERIAL NOT NULL,
    "transactionId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amountMicros" BIGINT NOT NULL,
    "statementId" TEXT,
    "itemId" TEXT,
    "store" TEXT,
    "period" TEXT,
    "country" TEXT,
    "releaseId" TEXT,
    "trackId" TEXT,
    "plan" "Plan",
    "shareBps" INTEGER,
    "splitId" TEXT,
    "origCurrency" TEXT,
    "origMicros" BIGINT,
    "usdRate" TEXT,
    "refund" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Split" (
    "id" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "trackId" TEXT,
    "fromPeriod" TEXT NOT NULL,
    "toPeriod" TEXT,
    "ownerBps" INTEGER NOT NULL,
    "recoupMicros" BIGINT NOT NULL DEFAULT 0,
    "recoupedMicros" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Split_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SplitPayee" (
    "id" TEXT NOT NULL,
    "splitId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "shareBps" INTEGER NOT NULL,
    "recoups" BOOLEAN NOT NULL DEFAULT false,
    "userId" TEXT,
    "inviteTokenHash" TEXT,
    "invitedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMP(3),

    CONSTRAINT "SplitPayee_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PlanChange_userId_at_idx" ON "PlanChange"("userId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "Statement_supersedesId_key" ON "Statement"("supersedesId");

-- CreateIndex
CREATE INDEX "Statement_store_period_idx" ON "Statement"("store", "period");

-- CreateIndex
CREATE UNIQUE INDEX "Statement_store_sha256_key" ON "Statement"("store", "sha256");

-- CreateIndex
CREATE INDEX "StatementLine_statementId_isrc_idx" ON "StatementLine"("statementId", "isrc");

-- CreateIndex
CREATE INDEX "StatementItem_statementId_idx" ON "StatementItem"("statementId");

-- CreateIndex
CREATE INDEX "StatementItem_isrc_idx" ON "StatementItem"("isrc");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_key_key" ON "LedgerAccount"("key");

-- CreateIndex
CREATE INDEX "LedgerAccount_userId_idx" ON "LedgerAccount"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerTransaction_reversesId_key" ON "LedgerTransaction"("reversesId");

-- CreateIndex
CREATE INDEX "LedgerTransaction_statementId_idx" ON "LedgerTransaction"("statementId");

-- CreateIndex
CREATE INDEX "LedgerTransaction_payoutId_idx" ON "LedgerTransaction"("payoutId");

-- CreateIndex
CREATE INDEX "LedgerEntry_transactionId_idx" ON "LedgerEntry"("transactionId");

-- CreateIndex
CREATE INDEX "LedgerEntry_accountId_createdAt_idx" ON "LedgerEntry"("accountId", "createdAt");

-- CreateIndex
CREATE INDEX "LedgerEntry_statementId_idx" ON "LedgerEntry"("statementId");

-- CreateIndex
CREATE INDEX "Split_releaseId_fromPeriod_idx" ON "Split"("releaseId", "fromPeriod");

-- CreateIndex
CREATE UNIQUE INDEX "SplitPayee_inviteTokenHash_key" ON "SplitPayee"("inviteTokenHash");

-- CreateIndex
CREATE INDEX "SplitPayee_email_idx" ON "SplitPayee"("email");

-- CreateIndex
CREATE UNIQUE INDEX "SplitPayee_splitId_email_key" ON "SplitPayee"("splitId", "email");

-- AddForeignKey
ALTER TABLE "PlanChange" ADD CONSTRAINT "PlanChange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Statement" ADD CONSTRAINT "Statement_supersedesId_fkey" FOREIGN KEY ("supersedesId") REFERENCES "Statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StatementLine" ADD CONSTRAINT "StatementLine_statementId_fkey" FOREIGN KEY ("statementId") REFERENCES "Statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StatementItem" ADD CONSTRAINT "StatementItem_statementId_fkey" FOREIGN KEY ("statementId") REFERENCES "Statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerTransaction" ADD CONSTRAINT "LedgerTransaction_statementId_fkey" FOREIGN KEY ("statementId") REFERENCES "Statement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerTransaction" ADD CONSTRAINT "LedgerTransaction_reversesId_fkey" FOREIGN KEY ("reversesId") REFERENCES "LedgerTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_transactionId_fkey" FOREIGN KEY ("transactionId") REFERENCES "LedgerTransaction"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LedgerEntry" ADD CONSTRAINT "LedgerEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LedgerAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Split" ADD CONSTRAINT "Split_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Split" ADD CONSTRAINT "Split_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Split" ADD CONSTRAINT "Split_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitPayee" ADD CONSTRAINT "SplitPayee_splitId_fkey" FOREIGN KEY ("splitId") REFERENCES "Split"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SplitPayee" ADD CONSTRAINT "SplitPayee_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Plan history: every insert of a user and every change of plan is recorded, whichever code path made it.
CREATE FUNCTION slipcase_record_plan_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "PlanChange" ("id", "userId", "plan", "at") VALUES (gen_random_uuid()::text, NEW."id", NEW."plan", NEW."createdAt");
  ELSIF NEW."plan" IS DISTINCT FROM OLD."plan" THEN
    INSERT INTO "PlanChange" ("id", "userId", "plan", "at") VALUES (gen_random_uuid()::text, NEW."id", NEW."plan", now());
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "User_plan_history" AFTER INSERT OR UPDATE OF "plan" ON "User"
  FOR EACH ROW EXECUTE FUNCTION slipcase_record_plan_change();

INSERT INTO "PlanChange" ("id", "userId", "plan", "at") SELECT gen_random_uuid()::text, "id", "plan", "createdAt" FROM "User";

-- A ledger account's balance never drifts from its entries by a write that forgets one: entries are append-only.
CREATE FUNCTION slipcase_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or deleted; post a reversal instead', TG_TABLE_NAME;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "LedgerEntry_append_only" BEFORE UPDATE OR DELETE ON "LedgerEntry"
  FOR EACH ROW EXECUTE FUNCTION slipcase_append_only();
CREATE TRIGGER "LedgerTransaction_append_only" BEFORE UPDATE OR DELETE ON "LedgerTransaction"
  FOR EACH ROW EXECUTE FUNCTION slipcase_append_only();
