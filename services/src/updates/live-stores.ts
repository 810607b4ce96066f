import type { DbClient } from '@slipcase/db';

/**
 * The stores that have the release: those a new release delivery reached (delivered or acknowledged) and no
 * takedown has reached since. A release approved before any delivery was recorded has its chosen stores.
 */
export async function liveStores(db: DbClient, releaseId: string): Promise<string[]> {
  const deliveries = await db.delivery.findMany({
    where: { releaseId, status: { in: ['delivered', 'acknowledged'] } },
    orderBy: { startedAt: 'asc' },
    select: { store: true, kind: true },
  });
  const live = new Set<string>();
  for (const { store, kind } of deliveries) {
    if (kind === 'takedown') live.delete(store);
    else live.add(store);
  }
  if (live.size > 0 || deliveries.length > 0) return [...live].sort();
  const release = await db.release.findUnique({ where: { id: releaseId }, select: { platforms: true } });
  return [...(release?.platforms ?? [])].sort();
}
