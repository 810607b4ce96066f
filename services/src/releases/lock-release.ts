import type { Prisma } from '@slipcase/db';

/**
 * Takes the release's row lock (`SELECT … FOR UPDATE`) for the rest of the transaction, so that changes to one
 * release (filings, updates, splits, takedown requests) run one after the other; nothing when there is no such release.
 */
export async function lockRelease(tx: Prisma.TransactionClient, releaseId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "Release" WHERE id = ${releaseId} FOR UPDATE`;
}
