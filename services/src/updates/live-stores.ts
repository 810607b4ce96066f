import type { DbClient } from '@slipcase/db';
import { isSent, storesToUpdate } from '@slipcase/domain';

/**
 * The stores an update of the release reaches (storesToUpdate): those that have it, less those a takedown is
 * removing it from. A release nothing was sent for yet (approved before any delivery went out) has its chosen stores.
 */
export async function liveStores(db: DbClient, releaseId: string): Promise<string[]> {
  const deliveries = await db.delivery.findMany({
    where: { releaseId },
    orderBy: [{ startedAt: 'asc' }, { id: 'asc' }],
    select: { store: true, kind: true, status: true },
  });
  if (deliveries.some((delivery) => isSent(delivery.status))) return storesToUpdate(deliveries);
  const release = await db.release.findUnique({ where: { id: releaseId }, select: { platforms: true } });
  return [...(release?.platforms ?? [])].sort();
}
