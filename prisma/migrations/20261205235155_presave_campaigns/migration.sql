-- CreateEnum
CREATE TYPE "StreamingProviderId" AS ENUM ('spotify', 'deezer', 'youtube_music');

-- CreateEnum
CREATE TYPE "PresaveOutcome" AS ENUM ('pending', 'saved', 'failed', 'revoked');

-- CreateTable
CREATE TABLE "StreamingAuthorization" (
    "id" TEXT NOT NULL,
    "provider" "StreamingProviderId" NOT NULL,
    "stateHash" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "redirectUri" TEXT NOT NULL,
    "campaignId" TEXT,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "StreamingAuthorization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StreamingConnection" (
    "id" TEXT NOT NULL,
    "provider" "StreamingProviderId" NOT NULL,
    "providerUserId" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "country" TEXT,
    "followers" INTEGER NOT NULL DEFAULT 0,
    "accessToken" TEXT NOT NULL,
    "refreshToken" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "scope" TEXT NOT NULL DEFAULT '',
    "userId" TEXT,
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StreamingConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PresaveCampaign" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "ownerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "PresaveCampaign_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PresaveSubscriber" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "cancelTokenHash" TEXT NOT NULL,
    "subscribedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" "PresaveOutcome" NOT NULL DEFAULT 'pending',
    "detail" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "PresaveSubscriber_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StreamingAuthorization_stateHash_key" ON "StreamingAuthorization"("stateHash");

-- CreateIndex
CREATE INDEX "StreamingAuthorization_createdAt_idx" ON "StreamingAuthorization"("createdAt");

-- CreateIndex
CREATE INDEX "StreamingConnection_userId_idx" ON "StreamingConnection"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "StreamingConnection_provider_providerUserId_key" ON "StreamingConnection"("provider", "providerUserId");

-- CreateIndex
CREATE UNIQUE INDEX "PresaveCampaign_key_key" ON "PresaveCampaign"("key");

-- CreateIndex
CREATE UNIQUE INDEX "PresaveCampaign_releaseId_key" ON "PresaveCampaign"("releaseId");

-- CreateIndex
CREATE INDEX "PresaveCampaign_ownerId_createdAt_idx" ON "PresaveCampaign"("ownerId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PresaveSubscriber_cancelTokenHash_key" ON "PresaveSubscriber"("cancelTokenHash");

-- CreateIndex
CREATE INDEX "PresaveSubscriber_campaignId_subscribedAt_idx" ON "PresaveSubscriber"("campaignId", "subscribedAt");

-- CreateIndex
CREATE UNIQUE INDEX "PresaveSubscriber_campaignId_connectionId_key" ON "PresaveSubscriber"("campaignId", "connectionId");

-- AddForeignKey
ALTER TABLE "StreamingConnection" ADD CONSTRAINT "StreamingConnection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PresaveCampaign" ADD CONSTRAINT "PresaveCampaign_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PresaveSubscriber" ADD CONSTRAINT "PresaveSubscriber_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "PresaveCampaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PresaveSubscriber" ADD CONSTRAINT "PresaveSubscriber_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "StreamingConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
