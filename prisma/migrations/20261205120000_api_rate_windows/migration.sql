-- CreateTable
CREATE TABLE "ApiRateWindow" (
    "key" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "ApiRateWindow_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "ApiRateWindow_startedAt_idx" ON "ApiRateWindow"("startedAt");
