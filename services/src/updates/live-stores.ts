import type { DbClient } from '@slipcase/db';
import { isSent, storesHavingRelease } from '@slipcase/domain';

/**
 * The stores that have the release (storesHavingRelease). A release nothing was sent for yet (approved before any
 * delivery went out) has its chosen stores.
 */
export async function liveStores(db: DbClient, releaseId: string): Promise<string[]> {
  const deliveries = await db.delivery.findMany({
    where: { releaseId },
    orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
    select: { store: true, kind: true, status: true },
  });
  if (deliveries.some((delivery) => isSent(delivery.status))) return storesHavingRelease(deliveries);
  const release = await db.release.findUnique({ where: { id: releaseId }, select: { platforms: true } });
  return [...(release?.platforms ?? [])].sort();
}
