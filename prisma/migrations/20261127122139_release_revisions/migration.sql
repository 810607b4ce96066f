-- CreateEnum
CREATE TYPE "RevisionStatus" AS ENUM ('pending_review', 'approved', 'rejected', 'delivering', 'delivered', 'failed');

-- CreateTable
CREATE TABLE "ReleaseRevision" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "status" "RevisionStatus" NOT NULL,
    "changes" JSONB NOT NULL,
    "fields" TEXT[],
    "needsReview" BOOLEAN NOT NULL,
    "proposedById" TEXT NOT NULL,
    "via" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "note" TEXT,
    "appliedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReleaseRevision_status_createdAt_idx" ON "ReleaseRevision"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ReleaseRevision_releaseId_number_key" ON "ReleaseRevision"("releaseId", "number");

-- AddForeignKey
ALTER TABLE "ReleaseRevision" ADD CONSTRAINT "ReleaseRevision_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseRevision" ADD CONSTRAINT "ReleaseRevision_proposedById_fkey" FOREIGN KEY ("proposedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
