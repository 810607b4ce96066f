-- AlterTable
ALTER TABLE "Artist" ADD COLUMN     "biography" TEXT,
ADD COLUMN     "country" TEXT,
ADD COLUMN     "followerCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "imageKey" TEXT,
ADD COLUMN     "legalFirstName" TEXT,
ADD COLUMN     "legalLastName" TEXT,
ADD COLUMN     "providerProfile" TEXT,
ADD COLUMN     "requestNewProfile" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "socialLinks" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "style" TEXT,
ADD COLUMN     "verified" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "website" TEXT;

-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "agreements" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "agreementsAcceptedAt" TIMESTAMP(3),
ADD COLUMN     "liveDate" TIMESTAMP(3),
ADD COLUMN     "presaveDate" DATE,
ADD COLUMN     "presaveEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "secondaryGenre" TEXT,
ADD COLUMN     "upcEntered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "wizardStep" TEXT;

-- AlterTable
ALTER TABLE "Track" ADD COLUMN     "composerName" TEXT,
ADD COLUMN     "composerSpotifyUri" TEXT,
ADD COLUMN     "genre" TEXT,
ADD COLUMN     "hasLyrics" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "isrcEntered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "language" TEXT,
ADD COLUMN     "lyrics" TEXT;

-- CreateTable
CREATE TABLE "ArtistFollow" (
    "userId" TEXT NOT NULL,
    "artistId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArtistFollow_pkey" PRIMARY KEY ("userId","artistId")
);

-- CreateIndex
CREATE INDEX "ArtistFollow_artistId_idx" ON "ArtistFollow"("artistId");

-- CreateIndex
CREATE INDEX "Artist_country_mainGenre_idx" ON "Artist"("country", "mainGenre");

-- AddForeignKey
ALTER TABLE "ArtistFollow" ADD CONSTRAINT "ArtistFollow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArtistFollow" ADD CONSTRAINT "ArtistFollow_artistId_fkey" FOREIGN KEY ("artistId") REFERENCES "Artist"("id") ON DELETE CASCADE ON UPDATE CASCADE;
