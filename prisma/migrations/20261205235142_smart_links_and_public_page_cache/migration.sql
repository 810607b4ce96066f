-- CreateTable
CREATE TABLE "SmartLink" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SmartLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmartLinkEntry" (
    "id" TEXT NOT NULL,
    "smartLinkId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "custom" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmartLinkEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmartLinkCount" (
    "smartLinkId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "country" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "entry" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SmartLinkCount_pkey" PRIMARY KEY ("smartLinkId","day","country","device","entry")
);

-- CreateTable
CREATE TABLE "PublicPageRender" (
    "page" TEXT NOT NULL,
    "variant" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "headers" JSONB NOT NULL,
    "body" BYTEA NOT NULL,
    "renderedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublicPageRender_pkey" PRIMARY KEY ("page","variant")
);

-- CreateTable
CREATE TABLE "PublicPageInvalidation" (
    "id" BIGSERIAL NOT NULL,
    "page" TEXT NOT NULL,
    "prefix" BOOLEAN NOT NULL DEFAULT false,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublicPageInvalidation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SmartLink_releaseId_key" ON "SmartLink"("releaseId");

-- CreateIndex
CREATE UNIQUE INDEX "SmartLink_slug_key" ON "SmartLink"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "SmartLinkEntry_smartLinkId_key_key" ON "SmartLinkEntry"("smartLinkId", "key");

-- CreateIndex
CREATE INDEX "PublicPageInvalidation_at_idx" ON "PublicPageInvalidation"("at");

-- AddForeignKey
ALTER TABLE "SmartLink" ADD CONSTRAINT "SmartLink_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SmartLinkEntry" ADD CONSTRAINT "SmartLinkEntry_smartLinkId_fkey" FOREIGN KEY ("smartLinkId") REFERENCES "SmartLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SmartLinkCount" ADD CONSTRAINT "SmartLinkCount_smartLinkId_fkey" FOREIGN KEY ("smartLinkId") REFERENCES "SmartLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
