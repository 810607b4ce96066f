-- CreateTable
CREATE TABLE "ArtistPage" (
    "id" TEXT NOT NULL,
    "artistId" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "layout" TEXT NOT NULL DEFAULT 'default',
    "palette" TEXT NOT NULL DEFAULT 'midnight',
    "pattern" TEXT NOT NULL DEFAULT 'solid',
    "videoUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ArtistPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArtistPageFollower" (
    "id" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "country" TEXT,
    "consentedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ArtistPageFollower_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArtistPageVisitDay" (
    "pageId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "country" TEXT NOT NULL DEFAULT '',
    "visits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ArtistPageVisitDay_pkey" PRIMARY KEY ("pageId","day","country")
);

-- CreateIndex
CREATE UNIQUE INDEX "ArtistPage_artistId_key" ON "ArtistPage"("artistId");

-- CreateIndex
CREATE UNIQUE INDEX "ArtistPage_handle_key" ON "ArtistPage"("handle");

-- CreateIndex
CREATE INDEX "ArtistPageFollower_pageId_consentedAt_idx" ON "ArtistPageFollower"("pageId", "consentedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ArtistPageFollower_pageId_email_key" ON "ArtistPageFollower"("pageId", "email");

-- AddForeignKey
ALTER TABLE "ArtistPage" ADD CONSTRAINT "ArtistPage_artistId_fkey" FOREIGN KEY ("artistId") REFERENCES "Artist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArtistPageFollower" ADD CONSTRAINT "ArtistPageFollower_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "ArtistPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArtistPageVisitDay" ADD CONSTRAINT "ArtistPageVisitDay_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "ArtistPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
