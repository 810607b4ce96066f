-- AlterTable: a takedown's processAt is fixed at the request. Requests made before it was stored get the
-- default grace period (24 hours) after their request time.
ALTER TABLE "TakedownRequest" ADD COLUMN     "processAt" TIMESTAMP(3);
UPDATE "TakedownRequest" SET "processAt" = "requestedAt" + INTERVAL '24 hours';
ALTER TABLE "TakedownRequest" ALTER COLUMN "processAt" SET NOT NULL;
