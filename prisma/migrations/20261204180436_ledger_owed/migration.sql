-- AlterEnum
ALTER TYPE "LedgerAccountKind" ADD VALUE 'artist_owed';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "LedgerTransactionKind" ADD VALUE 'owed_carried';
ALTER TYPE "LedgerTransactionKind" ADD VALUE 'owed_recovered';
