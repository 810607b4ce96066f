-- CreateEnum
CREATE TYPE "TrendImportStatus" AS ENUM ('imported', 'replaced', 'refused');

-- CreateTable
CREATE TABLE "TrendImport" (
    "id" TEXT NOT NULL,
    "store" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "fileName" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "status" "TrendImportStatus" NOT NULL,
    "rows" INTEGER NOT NULL DEFAULT 0,
    "unmatchedRows" INTEGER NOT NULL DEFAULT 0,
    "streams" BIGINT NOT NULL DEFAULT 0,
    "problems" JSONB,
    "problemCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TrendImport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrendUnmatched" (
    "importId" TEXT NOT NULL,
    "isrc" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "streams" BIGINT NOT NULL,

    CONSTRAINT "TrendUnmatched_pkey" PRIMARY KEY ("importId","isrc")
);

-- CreateTable
CREATE TABLE "TrendRollup" (
    "grain" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "scopeId" TEXT NOT NULL,
    "dim" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "store" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "streams" INTEGER NOT NULL,
    "listeners" INTEGER NOT NULL,
    "saves" INTEGER NOT NULL,
    "playlistAdds" INTEGER NOT NULL,

    CONSTRAINT "TrendRollup_pkey" PRIMARY KEY ("scope","scopeId","grain","dim","day","store","key")
);

-- CreateTable
CREATE TABLE "TrendPlaylist" (
    "store" TEXT NOT NULL,
    "playlistId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrendPlaylist_pkey" PRIMARY KEY ("store","playlistId")
);

-- CreateIndex
CREATE INDEX "TrendImport_store_day_status_idx" ON "TrendImport"("store", "day", "status");

-- CreateIndex
CREATE UNIQUE INDEX "TrendImport_store_day_sha256_key" ON "TrendImport"("store", "day", "sha256");

-- CreateIndex
CREATE INDEX "TrendRollup_grain_store_day_idx" ON "TrendRollup"("grain", "store", "day");

-- CreateIndex
CREATE INDEX "StatementItem_trackId_idx" ON "StatementItem"("trackId");

-- AddForeignKey
ALTER TABLE "TrendUnmatched" ADD CONSTRAINT "TrendUnmatched_importId_fkey" FOREIGN KEY ("importId") REFERENCES "TrendImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
