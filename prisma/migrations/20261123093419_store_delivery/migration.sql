-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "featuredArtists" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "platforms" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Track" ADD COLUMN     "artistName" TEXT,
ADD COLUMN     "featuredArtists" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "version" TEXT;

-- AlterTable
ALTER TABLE "Delivery" ADD COLUMN     "ackDetail" TEXT,
ADD COLUMN     "ackStatus" TEXT;

-- CreateTable
CREATE TABLE "TrackContributor" (
    "id" TEXT NOT NULL,
    "trackId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "sharePercent" DECIMAL(5,2),

    CONSTRAINT "TrackContributor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrackPerformer" (
    "id" TEXT NOT NULL,
    "trackId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "instrument" TEXT,

    CONSTRAINT "TrackPerformer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryEvent" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TrackContributor_trackId_position_key" ON "TrackContributor"("trackId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "TrackPerformer_trackId_position_key" ON "TrackPerformer"("trackId", "position");

-- CreateIndex
CREATE INDEX "DeliveryEvent_deliveryId_createdAt_idx" ON "DeliveryEvent"("deliveryId", "createdAt");

-- AddForeignKey
ALTER TABLE "TrackContributor" ADD CONSTRAINT "TrackContributor_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrackPerformer" ADD CONSTRAINT "TrackPerformer_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryEvent" ADD CONSTRAINT "DeliveryEvent_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "Delivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;
